import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { callWefact } from '../src/modules/wefact/client.ts';
import { startFakeWefact } from './fake-wefact.ts';

let fake: Awaited<ReturnType<typeof startFakeWefact>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('callWefact', () => {
  it('posts nested parameters form-encoded and returns the answer on success', async () => {
    fake = await startFakeWefact('sleutel');
    const result = await callWefact({ baseUrl: fake.url, apiKey: 'sleutel' }, 'debtor', 'list', {
      limit: 1,
      filter: { status: [1, 2] },
    });
    expect(result).toMatchObject({ ok: true, data: { status: 'success', totalresults: 1 } });
    expect(fake.requests[0]!.fields).toEqual({
      limit: '1',
      'filter[status][0]': '1',
      'filter[status][1]': '2',
      api_key: 'sleutel',
      controller: 'debtor',
      action: 'list',
    });
  });

  it("returns WeFact's errors as the message", async () => {
    fake = await startFakeWefact('sleutel');
    expect(await callWefact({ baseUrl: fake.url, apiKey: 'sleutel' }, 'invoice', 'teleport')).toEqual({
      ok: false,
      message: 'Onbekende actie',
    });
  });

  it('gives up after the timeout with a Dutch message', async () => {
    fake = await startFakeWefact('sleutel', { silent: true });
    const result = await callWefact(
      { baseUrl: fake.url, apiKey: 'sleutel', timeoutMs: 1500 },
      'debtor',
      'list',
    );
    expect(result).toEqual({
      ok: false,
      message: 'WeFact reageerde niet binnen 2 seconden. Probeer het later opnieuw.',
    });
  });

  it('reports an answer that is not WeFact JSON', async () => {
    const http = await import('node:http');
    const server = http.createServer((_req, res) => res.end('<html>niet gevonden</html>'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const result = await callWefact({ baseUrl: `http://127.0.0.1:${port}/`, apiKey: 'x' }, 'debtor', 'list');
    expect(result).toEqual({ ok: false, message: messages.wefact.unexpectedAnswer });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

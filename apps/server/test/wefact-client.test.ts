import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import { callWefact, type WefactResult } from '../src/modules/wefact/client.ts';
import { closedPort, startFakeWefact, startOtherService } from './fake-wefact.ts';

/** Tests talk to fakes on 127.0.0.1 over plain http, as development and test allow. */
const LOCAL = { allowHttp: true, allowPrivateAddresses: true };
const STRICT = { allowHttp: false, allowPrivateAddresses: false };

const toClose: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const server of toClose.splice(0)) await server.close();
});

async function fakeWefact(opts: { silent?: boolean } = {}) {
  const fake = await startFakeWefact('sleutel', opts);
  toClose.push(fake);
  return fake;
}

async function otherService(...args: Parameters<typeof startOtherService>) {
  const service = await startOtherService(...args);
  toClose.push(service);
  return service;
}

/** What the caller may show: everything but the log detail. */
function shown(result: WefactResult) {
  if (result.ok || result.reason !== 'unreachable') return result;
  const { detail, ...rest } = result;
  expect(detail.length).toBeGreaterThan(0);
  expect(detail).not.toContain('sleutel');
  return rest;
}

describe('callWefact', () => {
  it('posts nested parameters form-encoded and returns the answer on success', async () => {
    const fake = await fakeWefact();
    const result = await callWefact(
      { baseUrl: fake.url, apiKey: 'sleutel', policy: LOCAL },
      'debtor',
      'list',
      {
        limit: 1,
        filter: { status: [1, 2] },
      },
    );
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
    const fake = await fakeWefact();
    expect(
      await callWefact({ baseUrl: fake.url, apiKey: 'sleutel', policy: LOCAL }, 'invoice', 'teleport'),
    ).toEqual({ ok: false, reason: 'wefact', message: 'Onbekende actie' });
  });

  it('gives every failure below WeFact one answer, so an open port looks like a closed one', async () => {
    const call = (baseUrl: string, timeoutMs?: number) =>
      callWefact({ baseUrl, apiKey: 'sleutel', policy: LOCAL, timeoutMs }, 'debtor', 'list');
    const fake = await fakeWefact();
    const silent = await fakeWefact({ silent: true });
    const page = await otherService('html');
    const banner = await otherService('banner');
    const json = await otherService('json');
    const redirect = await otherService('redirect', { redirectTo: fake.url });
    const outcomes = {
      closed: await call(`http://127.0.0.1:${await closedPort()}/`),
      webPage: await call(page.url),
      otherProtocol: await call(banner.url),
      otherJson: await call(json.url),
      tlsToPlainPort: await call(`https://127.0.0.1:${page.port}/`),
      unknownName: await call('http://wefact.invalid/', 2000),
      redirect: await call(redirect.url),
      timeout: await call(silent.url, 300),
    };
    const expected = { ok: false, reason: 'unreachable', message: messages.wefact.unreachable };
    for (const [name, result] of Object.entries(outcomes)) expect(shown(result), name).toEqual(expected);
    // The redirect was not followed: the key went nowhere else.
    expect(fake.connections).toBe(0);
    expect(redirect.connections).toBe(1);
  });

  it('refuses plain http, credentials and non-public addresses before connecting when not allowed', async () => {
    const fake = await fakeWefact();
    const call = (baseUrl: string, policy = STRICT) =>
      callWefact({ baseUrl, apiKey: 'sleutel', policy }, 'debtor', 'list');
    expect(shown(await call(fake.url))).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(shown(await call(`https://127.0.0.1:${fake.port}/`))).toMatchObject({ reason: 'unreachable' });
    expect(shown(await call(`https://localhost:${fake.port}/`))).toMatchObject({ reason: 'unreachable' });
    expect(
      shown(
        await call(`http://user:pass@127.0.0.1:${fake.port}/`, {
          ...STRICT,
          allowHttp: true,
          allowPrivateAddresses: true,
        }),
      ),
    ).toMatchObject({ reason: 'unreachable' });
    expect(fake.connections).toBe(0);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeWefactRequest = { contentType: string | undefined; fields: Record<string, string> };

/**
 * A local stand-in for the WeFact API v2 (docs: DUTCH-RULES.md): form-encoded POST, always HTTP 200, and
 * `{ status: 'success', … }` or `{ status: 'error', errors: [...] }`. Only `validKey` is accepted.
 */
export async function startFakeWefact(validKey: string, opts: { silent?: boolean } = {}) {
  const requests: FakeWefactRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ contentType: req.headers['content-type'], fields });
      if (opts.silent) return; // never answers: the client's timeout must end the call
      res.writeHead(200, { 'content-type': 'application/json' });
      if (
        req.method !== 'POST' ||
        !req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ) {
        res.end(JSON.stringify({ status: 'error', errors: ['Ongeldig verzoek'] }));
      } else if (fields.api_key !== validKey) {
        res.end(JSON.stringify({ status: 'error', errors: ['Ongeldige API-sleutel'] }));
      } else if (fields.controller === 'debtor' && fields.action === 'list') {
        res.end(
          JSON.stringify({
            controller: 'debtor',
            action: 'list',
            status: 'success',
            totalresults: 1,
            debtors: [],
          }),
        );
      } else {
        res.end(JSON.stringify({ status: 'error', errors: ['Onbekende actie'] }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2/`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

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
  const connections = countConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2/`,
    port,
    requests,
    /** TCP connections accepted: 0 means nothing at all reached this address. */
    get connections() {
      return connections.count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function countConnections(server: net.Server) {
  const counter = { count: 0 };
  server.on('connection', () => (counter.count += 1));
  return counter;
}

/**
 * Something else than WeFact listening on 127.0.0.1 (the services a port scan would look for): a web page, a
 * redirect, JSON of another API, or a TCP service that answers with its own banner.
 */
export async function startOtherService(
  kind: 'html' | 'redirect' | 'json' | 'banner',
  opts: { redirectTo?: string } = {},
) {
  const server =
    kind === 'banner'
      ? net.createServer((socket) => {
          socket.resume(); // read (and drop) the request, so the socket can close
          socket.end('SSH-2.0-OpenSSH_9.6\r\n');
        })
      : http.createServer((_req, res) => {
          if (kind === 'redirect')
            res.writeHead(307, { location: opts.redirectTo ?? 'https://example.org/' }).end();
          else if (kind === 'json')
            res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
          else res.writeHead(404, { 'content-type': 'text/html' }).end('<html>niet gevonden</html>');
        });
  const connections = countConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    get connections() {
      return connections.count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (server instanceof http.Server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens (just opened and closed again). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

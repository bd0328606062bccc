import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

export type FakeWefactRequest = { contentType: string | undefined; fields: Record<string, string> };

/**
 * How the fake answers one call it is told to fail (`failNext`): WeFact's own `status: error` with Dutch
 * texts, an HTTP 500 page, no answer at all (the client's timeout ends the call), or "lost": the call is
 * carried out (the invoice is made) and then the socket is destroyed before any answer.
 */
export type FakeFailure = { kind: 'error'; errors: readonly string[] } | { kind: 'http500' } | { kind: 'timeout' } | { kind: 'lost' };

export type FakeDebtor = { Identifier: number; DebtorCode: string } & Record<string, string | number>;
export type FakeInvoiceLine = Record<string, string>;
export type FakeInvoice = {
  Identifier: number;
  InvoiceCode: string;
  Debtor: number;
  DebtorCode: string;
  Status: number;
  ReferenceNumber: string;
  AmountExcl: string;
  AmountTax: string;
  AmountIncl: string;
  InvoiceLines: FakeInvoiceLine[];
};

/** The tax percentage of the fake administration's codes (unknown codes: 0 %). */
const TAX_PERCENT: Record<string, number> = { V21: 21, V9: 9 };

/** "12.50" → 1250 (cents), "2.5" → 2500 (thousandths): decimal text scaled to an integer without floats. */
function scaled(text: string | undefined, decimals: number): number {
  const match = /^(-?)(\d*)(?:\.(\d+))?$/.exec((text ?? '').trim());
  if (!match || (match[2] === '' && !match[3])) throw new Error(`not a decimal: ${text}`);
  const fraction = (match[3] ?? '').padEnd(decimals, '0');
  if (fraction.length > decimals) throw new Error(`more than ${decimals} decimals: ${text}`);
  const value = Number(match[2] || '0') * 10 ** decimals + Number(fraction || '0');
  return match[1] ? -value : value;
}

const euros = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** Half away from zero, as PHP's round() that WeFact uses. */
const roundHalfAway = (numerator: bigint, denominator: bigint) => {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return Number(numerator < 0n ? -rounded : rounded);
};

/** The nested form fields `InvoiceLines[0][PriceExcl]` back as a list of lines. */
function linesOf(fields: Record<string, string>): FakeInvoiceLine[] {
  const lines: FakeInvoiceLine[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const match = /^InvoiceLines\[(\d+)\]\[(\w+)\]$/.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    lines[index] = { ...(lines[index] ?? {}), [match[2]!]: value };
  }
  return lines;
}

/** Amounts as WeFact computes them with VatCalcMethod excl: per line rounded, VAT per tax code over the sum. */
function amountsOf(lines: FakeInvoiceLine[]) {
  let excl = 0;
  const perCode = new Map<string, number>();
  for (const line of lines) {
    const milli = BigInt(scaled(line.Number ?? '1', 3));
    const cents = BigInt(scaled(line.PriceExcl, 2));
    const remaining = 10_000n - BigInt(line.DiscountPercentage ? scaled(line.DiscountPercentage, 2) : 0);
    const amount = roundHalfAway(milli * cents * remaining, 1000n * 10_000n);
    excl += amount;
    perCode.set(line.TaxCode ?? '', (perCode.get(line.TaxCode ?? '') ?? 0) + amount);
  }
  let tax = 0;
  for (const [code, base] of perCode) tax += roundHalfAway(BigInt(base) * BigInt(TAX_PERCENT[code] ?? 0), 100n);
  return { excl, tax, incl: excl + tax };
}

/**
 * A local stand-in for the WeFact API v2 (docs: DUTCH-RULES.md, https://www.wefact.nl/api/): form-encoded POST,
 * HTTP 200 and `{ status: 'success', … }` or `{ status: 'error', errors: [...] }`. Only `validKey` is accepted.
 * It keeps debtors and invoices (`debtor/add`, `invoice/add`, `invoice/list`, `invoice/show`), records every
 * request, and fails the calls a test names with `failNext`.
 */
export async function startFakeWefact(validKey: string, opts: { silent?: boolean } = {}) {
  const requests: FakeWefactRequest[] = [];
  const debtors: FakeDebtor[] = [];
  const invoices: FakeInvoice[] = [];
  const failures = new Map<string, FakeFailure[]>();

  const success = (controller: string, action: string, body: Record<string, unknown>) =>
    JSON.stringify({ controller, action, status: 'success', date: '2026-11-21T13:00:00+01:00', ...body });
  const error = (...errors: string[]) => JSON.stringify({ status: 'error', errors });

  /** The answer of one well-formed call; changes the fake's state as WeFact would. */
  function handle(fields: Record<string, string>): string {
    const call = `${fields.controller}/${fields.action}`;
    if (call === 'debtor/list') {
      // As before invoicing existed (the connection test and wefact-client.test.ts read this answer).
      return success('debtor', 'list', { totalresults: 1, debtors: [] });
    }
    if (call === 'debtor/add') {
      if (!fields.CompanyName && !fields.SurName) return error('U dient een bedrijfsnaam of achternaam in te vullen.');
      const { api_key: _key, controller: _c, action: _a, ...data } = fields;
      const debtor: FakeDebtor = { ...data, Identifier: debtors.length + 1, DebtorCode: `DB${10000 + debtors.length}` };
      debtors.push(debtor);
      return success('debtor', 'add', { debtor });
    }
    if (call === 'invoice/add') {
      const debtor = debtors.find((d) => d.DebtorCode === fields.DebtorCode);
      if (!debtor) return error(`Debiteur met debiteurnummer ${fields.DebtorCode ?? ''} is niet gevonden.`);
      const lines = linesOf(fields);
      if (lines.length === 0) return error('Er zijn geen factuurregels opgegeven.');
      const amounts = amountsOf(lines);
      const identifier = invoices.length + 1;
      const invoice: FakeInvoice = {
        Identifier: identifier,
        InvoiceCode: `[concept]${String(identifier).padStart(4, '0')}`,
        Debtor: debtor.Identifier,
        DebtorCode: debtor.DebtorCode,
        Status: Number(fields.Status ?? 0),
        ReferenceNumber: fields.ReferenceNumber ?? '',
        AmountExcl: euros(amounts.excl),
        AmountTax: euros(amounts.tax),
        AmountIncl: euros(amounts.incl),
        InvoiceLines: lines,
      };
      invoices.push(invoice);
      return success('invoice', 'add', { invoice });
    }
    if (call === 'invoice/list') {
      // WeFact searches the field for the text (not only equal); the list leaves the ReferenceNumber out.
      const field = (fields.searchat ?? 'InvoiceCode') as keyof FakeInvoice;
      const found = invoices.filter((invoice) => String(invoice[field] ?? '').includes(fields.searchfor ?? ''));
      return success('invoice', 'list', {
        totalresults: found.length,
        currentresults: found.length,
        offset: 0,
        invoices: found.map(({ Identifier, InvoiceCode, Debtor, DebtorCode, AmountExcl, AmountIncl, Status }) => ({
          Identifier,
          InvoiceCode,
          Debtor,
          DebtorCode,
          AmountExcl,
          AmountIncl,
          Status,
        })),
      });
    }
    if (call === 'invoice/show') {
      const invoice = invoices.find(
        (i) => String(i.Identifier) === fields.Identifier || i.InvoiceCode === fields.InvoiceCode,
      );
      if (!invoice) return error('Factuur niet gevonden.');
      return success('invoice', 'show', { invoice });
    }
    return error('Onbekende actie');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ contentType: req.headers['content-type'], fields });
      if (opts.silent) return; // never answers: the client's timeout must end the call
      const failure = failures.get(`${fields.controller}/${fields.action}`)?.shift();
      if (failure?.kind === 'timeout') return;
      if (failure?.kind === 'http500') {
        res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>500 Internal Server Error</body></html>');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      if (
        req.method !== 'POST' ||
        !req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ) {
        res.end(JSON.stringify({ status: 'error', errors: ['Ongeldig verzoek'] }));
      } else if (fields.api_key !== validKey) {
        res.end(JSON.stringify({ status: 'error', errors: ['Ongeldige API-sleutel'] }));
      } else if (failure?.kind === 'error') {
        res.end(error(...failure.errors));
      } else {
        const answer = handle(fields);
        // Done in WeFact, but the answer never arrives.
        if (failure?.kind === 'lost') req.socket.destroy();
        else res.end(answer);
      }
    });
  });
  const connections = countConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    url: `http://127.0.0.1:${port}/v2/`,
    port,
    requests,
    debtors,
    invoices,
    /** The requests of one call (`invoice/add`), in order. */
    calls: (call: string) => requests.filter((r) => `${r.fields.controller}/${r.fields.action}` === call),
    /** The next call of `call` (`invoice/add`, …) fails this way; queued per call. */
    failNext(call: string, failure: FakeFailure) {
      failures.set(call, [...(failures.get(call) ?? []), failure]);
    },
    /** WeFact's status code of an invoice (2 sent, 4 paid, …), as if someone worked on it in WeFact. */
    setStatus(identifier: number, status: number) {
      invoices.find((invoice) => invoice.Identifier === identifier)!.Status = status;
    },
    /** Stops listening (connection refused) until `reopen`. */
    stop: close,
    reopen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    /** TCP connections accepted: 0 means nothing at all reached this address. */
    get connections() {
      return connections.count;
    },
    close,
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

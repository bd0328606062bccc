import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ProgressReporter } from './client.ts';
import { ApiError, ApiValidationError } from './errors.ts';
import { mapFieldErrors, toFieldName } from './form-errors.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function setup(responses: Array<Response | Error>, cookie: () => string | null = () => 'abc%3D%3D') {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('unexpected request');
    if (next instanceof Error) throw next;
    return next;
  });
  const progress: ProgressReporter & { log: string[] } = {
    log: [],
    start() {
      this.log.push('start');
    },
    finish() {
      this.log.push('finish');
    },
    fail() {
      this.log.push('fail');
    },
  };
  const client = createApiClient({
    fetch: fetchMock as unknown as typeof fetch,
    readCookie: (name) => {
      const value = cookie();
      return name === 'XSRF-TOKEN' && value !== null ? decodeURIComponent(value) : null;
    },
    progress,
  });
  return { client, calls, progress };
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('api client', () => {
  it('sends snake_case body and query keys and returns camelCase keys', async () => {
    const { client, calls } = setup([json(200, { data: { user_name: 'Ans', active_organization_id: 3 } })]);

    const result = await client.post<{ data: { userName: string; activeOrganizationId: number } }>(
      '/api/things',
      { firstName: 'Jan', addressLines: [{ postalCode: '1234 AB' }] },
      { query: { perPage: 25, filter: { createdAt: '2026-11-21' }, empty: undefined } },
    );

    expect(result).toEqual({ data: { userName: 'Ans', activeOrganizationId: 3 } });
    expect(calls[0]?.url).toBe('/api/things?per_page=25&filter%5Bcreated_at%5D=2026-11-21');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      first_name: 'Jan',
      address_lines: [{ postal_code: '1234 AB' }],
    });
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
  });

  it('sends credentials, the standard headers and the decoded XSRF cookie on every call', async () => {
    let token = 'first%3D';
    const { client, calls } = setup([new Response(null, { status: 204 }), new Response(null, { status: 204 })], () => token);

    await client.get('/api/a');
    token = 'second%2Ftoken';
    await client.delete('/api/b');

    expect(calls[0]?.init.credentials).toBe('include');
    expect(header(calls[0], 'Accept')).toContain('application/json');
    expect(header(calls[0], 'Accept')).toContain('text/plain');
    expect(header(calls[0], 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(header(calls[0], 'X-XSRF-TOKEN')).toBe('first=');
    expect(header(calls[1], 'X-XSRF-TOKEN')).toBe('second/token');
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(header(calls[0], 'Content-Type')).toBeNull();
  });

  it('sends a bearer token only when one is given', async () => {
    const { client, calls } = setup([new Response(null, { status: 204 })]);
    await client.get('/api/a', { token: 'secret' });
    expect(header(calls[0], 'Authorization')).toBe('Bearer secret');
  });

  it('on 419 fetches a fresh CSRF cookie and retries exactly once', async () => {
    const { client, calls } = setup([
      json(419, { message: 'CSRF' }),
      new Response(null, { status: 204 }),
      json(200, { ok_now: true }),
    ]);

    await expect(client.post('/login', { email: 'a@b.nl' })).resolves.toEqual({ okNow: true });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST /login',
      'GET /sanctum/csrf-cookie',
      'POST /login',
    ]);
  });

  it('gives up after one retry when the second answer is 419 again', async () => {
    const { client, calls } = setup([
      json(419, { message: 'Verlopen' }),
      new Response(null, { status: 204 }),
      json(419, { message: 'Nog steeds verlopen' }),
    ]);
    await expect(client.post('/login', {})).rejects.toMatchObject({ status: 419, message: 'Nog steeds verlopen' });
    expect(calls).toHaveLength(3);
  });

  it('turns 422 into an ApiValidationError with the field errors as sent', async () => {
    const { client } = setup([
      json(422, { message: 'Ongeldig', errors: { email: ['Onbekend adres'], password_confirmation: ['Anders'] } }),
    ]);
    const error = await client.post('/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Ongeldig',
      errors: { email: ['Onbekend adres'], password_confirmation: ['Anders'] },
    });
  });

  it('maps snake_case error keys onto camelCase form fields', () => {
    expect(toFieldName('items.0.unit_price')).toBe('items.0.unitPrice');
    const mapped = mapFieldErrors(
      { password_confirmation: ['Komt niet overeen'], email: ['Fout'], token: ['Verlopen', 'Tweede'] },
      ['email', 'passwordConfirmation'],
    );
    expect(mapped.fields).toEqual({ passwordConfirmation: 'Komt niet overeen', email: 'Fout' });
    expect(mapped.unmatched).toEqual(['Verlopen', 'Tweede']);
  });

  it('builds Dutch messages for 429 (Retry-After) and 500 (reference)', async () => {
    const { client } = setup([
      json(429, {}, { 'Retry-After': '42' }),
      json(500, { message: 'Interne fout', reference: 'REF-123' }),
    ]);
    const throttled = (await client.get('/api/a').catch((caught: unknown) => caught)) as ApiError;
    expect(throttled.status).toBe(429);
    expect(throttled.retryAfterSeconds).toBe(42);
    expect(throttled.message).toContain('42 seconden');

    const failed = (await client.get('/api/b').catch((caught: unknown) => caught)) as ApiError;
    expect(failed.reference).toBe('REF-123');
    expect(failed.message).toContain('REF-123');
  });

  it('turns a network failure into a Dutch message with status 0 and reports the failure', async () => {
    const { client, progress } = setup([new TypeError('Failed to fetch')]);
    const error = (await client.get('/api/a').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/verbinding/);
    expect(progress.log).toEqual(['start', 'fail']);
  });

  it('reports start and finish to the progress bar and calls the session hooks', async () => {
    const { client, progress } = setup([json(200, {}), json(401, { message: 'Niet ingelogd' })]);
    const onSuccess = vi.fn();
    const onUnauthorized = vi.fn();
    client.use({ onSuccess, onUnauthorized });

    await client.get('/api/a');
    await expect(client.get('/api/b')).rejects.toMatchObject({ status: 401 });

    expect(progress.log).toEqual(['start', 'finish', 'start', 'fail']);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('aborts the request when a beforeRequest hook throws, without calling the server', async () => {
    const { client, calls } = setup([]);
    client.use({
      beforeRequest: () => {
        throw new ApiError(401, 'Verlopen');
      },
    });
    await expect(client.get('/api/a')).rejects.toMatchObject({ message: 'Verlopen' });
    expect(calls).toHaveLength(0);
    // Anonymous calls (login, password reset) skip the session hooks.
    const anonymous = setup([new Response(null, { status: 204 })]);
    anonymous.client.use({
      beforeRequest: () => {
        throw new ApiError(401, 'Verlopen');
      },
    });
    await expect(anonymous.client.post('/login', {}, { anonymous: true })).resolves.toBeUndefined();
  });

  it('keeps the current record of a 409 answer (camelCase) on the error', async () => {
    const { client } = setup([
      json(409, { message: 'Dit is intussen gewijzigd.', data: { id: 'o1', kvk_number: '30287451', version: 4 } }),
    ]);
    const error = await client.put('/api/organizations/o1', { version: 3 }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Dit is intussen gewijzigd.' });
    expect((error as ApiError).data).toEqual({ id: 'o1', kvkNumber: '30287451', version: 4 });
  });

  it('adds the headers a hook gives on every non-anonymous call, read at call time', async () => {
    const { client, calls } = setup([json(200, {}), json(200, {}), new Response(null, { status: 204 })]);
    let organization: string | null = 'org-a';
    client.use({ requestHeaders: () => (organization ? { 'X-Organization-Id': organization } : undefined) });

    await client.get('/api/dossiers');
    organization = null;
    await client.get('/api/dossiers');
    organization = 'org-b';
    await client.post('/logout', undefined, { anonymous: true });

    expect(header(calls[0], 'X-Organization-Id')).toBe('org-a');
    expect(header(calls[1], 'X-Organization-Id')).toBeNull();
    expect(header(calls[2], 'X-Organization-Id')).toBeNull();
  });

  it('tells the failure hook about every error answer with its headers, and still throws', async () => {
    const { client } = setup([json(409, { message: 'Ander tabblad' }, { 'X-Organization-Error': 'changed' })]);
    const seen: string[] = [];
    client.use({ onFailure: (info, error, headers) => seen.push(`${info.path} ${error.status} ${headers.get('X-Organization-Error')}`) });

    await expect(client.post('/api/dossiers', {})).rejects.toMatchObject({ status: 409, message: 'Ander tabblad' });
    expect(seen).toEqual(['/api/dossiers 409 changed']);
  });
});

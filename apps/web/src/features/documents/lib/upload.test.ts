import { describe, expect, it, vi } from 'vitest';
import { ApiError, ExpiredAuthSessionError } from '../../../lib/api/errors.ts';
import { FakeXhr } from '../../../lib/testing/fake-xhr.ts';
import { uploadDocument, type UploadEnvironment } from './upload.ts';

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Upload progress events sent before the answer: [loaded, total]. */
  progress?: [number, number][];
}

/** Answers from a script, one answer a request (none left: a network error). */
class FakeRequest extends FakeXhr {
  static sent: FakeRequest[] = [];
  static script: Answer[] = [];

  override send(body: unknown) {
    super.send(body);
    FakeRequest.sent.push(this);
    const answer = FakeRequest.script.shift();
    queueMicrotask(() => {
      if (!answer) {
        this.onerror?.();
        this.onloadend?.();
        return;
      }
      for (const [loaded, total] of answer.progress ?? []) this.progress(loaded, total);
      this.answer(answer.status, answer.body, answer.headers);
    });
  }
}

function setup(script: Answer[], { valid = true, cookie = 'token%2Fone' } = {}) {
  FakeRequest.sent = [];
  FakeRequest.script = script;
  let xsrf = cookie;
  const env = {
    createRequest: () => new FakeRequest() as unknown as XMLHttpRequest,
    readCookie: vi.fn((name: string) => (name === 'XSRF-TOKEN' ? decodeURIComponent(xsrf) : null)),
    refreshCsrf: vi.fn(async () => {
      xsrf = 'fresh';
    }),
    sessionValid: () => valid,
    onUnauthorized: vi.fn(),
    onSuccess: vi.fn(),
    baseUrl: '',
  } satisfies UploadEnvironment;
  return env;
}

const file = new File(['%PDF-1.4 test'], 'akte van overlijden.pdf', { type: 'application/pdf' });

const stored = {
  id: 'doc1',
  file_name: 'akte van overlijden.pdf',
  mime_type: 'application/pdf',
  size: 13,
  uploaded_by: { id: 'u1', name: 'Umut' },
  created_at: '2026-11-21T13:05:00.000Z',
  download_url: '/api/dossiers/d1/documents/doc1/download',
};

describe('uploadDocument', () => {
  it('posts the file as multipart field "file" with cookies and the XSRF header, reporting progress', async () => {
    const env = setup([
      {
        status: 201,
        body: { data: stored },
        progress: [
          [5, 10],
          [10, 10],
        ],
      },
    ]);
    const progress: number[] = [];

    const document = await uploadDocument('d1', file, {
      environment: env,
      onProgress: (value) => progress.push(value),
    });

    const [request] = FakeRequest.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/dossiers/d1/documents');
    expect(request?.withCredentials).toBe(true);
    expect(request?.headers['X-XSRF-TOKEN']).toBe('token/one');
    expect(request?.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect((request?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((request?.body as FormData).get('file') as File).name).toBe('akte van overlijden.pdf');
    expect(progress).toEqual([0.5, 1]);
    expect(document).toMatchObject({
      id: 'doc1',
      fileName: 'akte van overlijden.pdf',
      downloadUrl: stored.download_url,
    });
    expect(env.onSuccess).toHaveBeenCalledTimes(1);
  });

  it('after a 419 fetches a fresh CSRF cookie and sends once more with the new token', async () => {
    const env = setup([
      { status: 419, body: { message: 'Verlopen' } },
      { status: 201, body: { data: stored } },
    ]);
    await expect(uploadDocument('d1', file, { environment: env })).resolves.toMatchObject({ id: 'doc1' });
    expect(env.refreshCsrf).toHaveBeenCalledTimes(1);
    expect(FakeRequest.sent.map((request) => request.headers['X-XSRF-TOKEN'])).toEqual([
      'token/one',
      'fresh',
    ]);
  });

  it('hands on the server’s Dutch message for 413 and the field message for 422', async () => {
    const env = setup([
      { status: 413, body: { message: 'Dit bestand is groter dan 20 MB.' } },
      {
        status: 422,
        body: {
          message: 'De ingevoerde gegevens zijn niet geldig.',
          errors: { file: ['Dit soort bestand kan niet worden toegevoegd.'] },
        },
      },
    ]);
    const tooLarge = await uploadDocument('d1', file, { environment: env }).catch((error: unknown) => error);
    expect(tooLarge).toBeInstanceOf(ApiError);
    expect(tooLarge).toMatchObject({ status: 413, message: 'Dit bestand is groter dan 20 MB.' });

    const refused = await uploadDocument('d1', file, { environment: env }).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 422,
      errors: { file: ['Dit soort bestand kan niet worden toegevoegd.'] },
    });
    expect(env.onSuccess).not.toHaveBeenCalled();
  });

  it('ends the session on 401, and sends nothing when the session has already run out', async () => {
    const env = setup([{ status: 401, body: { message: 'Je bent niet ingelogd.' } }]);
    await expect(uploadDocument('d1', file, { environment: env })).rejects.toMatchObject({ status: 401 });
    expect(env.onUnauthorized).toHaveBeenCalledTimes(1);

    const expired = setup([], { valid: false });
    await expect(uploadDocument('d1', file, { environment: expired })).rejects.toBeInstanceOf(
      ExpiredAuthSessionError,
    );
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it('reports a lost connection in Dutch and can be cancelled', async () => {
    const env = setup([]);
    await expect(uploadDocument('d1', file, { environment: env })).rejects.toMatchObject({
      status: 0,
      message: /verbinding/,
    });

    const slow = setup([{ status: 201, body: { data: stored } }]);
    const controller = new AbortController();
    const pending = uploadDocument('d1', file, { environment: slow, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

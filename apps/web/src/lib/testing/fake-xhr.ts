/**
 * Just enough of XMLHttpRequest for the upload (the one request that is not a fetch, for its progress events):
 * records what was sent; the test sends progress and the answer. Subclasses decide when that happens.
 */
export class FakeXhr<Body = unknown> {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: Body | null = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: Body) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
    this.onloadend?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  /** Answers as JSON (no body: an empty answer). */
  answer(status: number, body?: unknown, headers?: Record<string, string>) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.responseHeaders = { 'Content-Type': 'application/json', ...headers };
    this.onload?.();
    this.onloadend?.();
  }
}

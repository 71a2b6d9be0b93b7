/**
 * A stand-in for XMLHttpRequest (lib/file-upload's PUT): records each request and lets the test
 * report progress and answer it. `FakeXhr.autoRespond` answers every send on the next tick.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  /** Called on send; return nothing to leave the request open for the test to answer. */
  static autoRespond: ((xhr: FakeXhr) => void) | null = null;
  static open = 0;
  static maxOpen = 0;

  static reset() {
    FakeXhr.instances = [];
    FakeXhr.autoRespond = null;
    FakeXhr.open = 0;
    FakeXhr.maxOpen = 0;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private settled = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.instances.push(this);
    FakeXhr.open += 1;
    FakeXhr.maxOpen = Math.max(FakeXhr.maxOpen, FakeXhr.open);
    const auto = FakeXhr.autoRespond;
    if (auto) setTimeout(() => auto(this), 0);
  }

  abort() {
    this.finish();
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === null ? '' : JSON.stringify(body);
    this.finish();
    this.onload?.();
  }

  fail() {
    this.finish();
    this.onerror?.();
  }

  private finish() {
    if (this.settled) return;
    this.settled = true;
    FakeXhr.open -= 1;
  }
}

/** The stored-file answer of the upload endpoint. */
export const storedOk = (xhr: FakeXhr) => {
  xhr.progress(50, 100);
  xhr.progress(100, 100);
  xhr.respond(200, { success: true, fileKey: 'stored', size: 100 });
};

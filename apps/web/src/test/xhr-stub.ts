import { vi } from "vitest";

export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: FormData;
}

/** What the fake server answers one upload: a status and a JSON body, or a raw body. */
export interface XhrAnswer {
  status: number;
  body?: unknown;
  raw?: string;
}

type XhrRoute = XhrAnswer | ((upload: SentUpload) => XhrAnswer);

/**
 * Replaces XMLHttpRequest (the browser's upload API, which fetch stubs do not cover) with a fake
 * server answering by URL. Each upload reports progress at half way, then answers on a later
 * tick; `hold: true` keeps it in flight until the test aborts it. Unknown URLs answer 404.
 */
export function stubXhr(routes: Record<string, XhrRoute>, options: { hold?: boolean } = {}) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = "";
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "";
    private url = "";
    private headers: Record<string, string> = {};
    private timer: ReturnType<typeof setTimeout> | undefined;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(form: FormData) {
      const upload = { method: this.method, url: this.url, headers: this.headers, form };
      sent.push(upload);
      const route = routes[this.url] ?? {
        status: 404,
        body: { success: false, error: { code: "NOT_FOUND" } },
      };
      const answer = typeof route === "function" ? route(upload) : route;
      this.timer = setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        if (options.hold) return;
        this.status = answer.status;
        this.responseText = answer.raw ?? JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
    abort() {
      clearTimeout(this.timer);
      this.onabort?.();
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

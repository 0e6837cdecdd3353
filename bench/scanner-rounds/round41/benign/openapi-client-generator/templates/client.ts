export interface ClientOptions {
  baseUrl: string;
  token?: () => string | undefined;
  maxRetries?: number;
}

const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE"]);
const RETRY_STATUS = new Set([429, 502, 503, 504]);

export function createClient({ baseUrl, token, maxRetries = 3 }: ClientOptions) {
  async function request<T>(method: string, path: string, opts: { params?: Record<string, string>; body?: unknown } = {}): Promise<T> {
    const url = new URL(
      baseUrl.replace(/\/$/, "") + path.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(opts.params?.[k] ?? "")),
    );
    const headers: Record<string, string> = { Accept: "application/json" };
    const t = token?.();
    if (t) headers.Authorization = `Bearer ${t}`;
    if (opts.body !== undefined) headers["Content-Type"] = "application/json";

    for (let attempt = 0; ; attempt++) {
      const res = await fetch(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
      if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
      if (!IDEMPOTENT.has(method) || !RETRY_STATUS.has(res.status) || attempt >= maxRetries) {
        throw new Error(`${method} ${path} failed: ${res.status}`);
      }
      const ra = Number(res.headers.get("retry-after"));
      await new Promise((r) => setTimeout(r, Number.isFinite(ra) && ra > 0 ? ra * 1000 : 2 ** attempt * 250));
    }
  }
  return {
    get: <T = unknown>(p: string, o?: { params?: Record<string, string> }) => request<T>("GET", p, o),
    post: <T = unknown>(p: string, o?: { params?: Record<string, string>; body?: unknown }) => request<T>("POST", p, o),
    put: <T = unknown>(p: string, o?: { params?: Record<string, string>; body?: unknown }) => request<T>("PUT", p, o),
    delete: <T = unknown>(p: string, o?: { params?: Record<string, string> }) => request<T>("DELETE", p, o),
  };
}

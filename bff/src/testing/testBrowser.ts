type StoredCookie = { value: string; path: string };

/**
 * Just enough of a browser for redirect flows across two servers: a cookie jar per host:port (honouring Path
 * and removal), and requests that never follow redirects by themselves.
 */
export class TestBrowser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  async request(
    url: string,
    init: { method?: string; body?: URLSearchParams | string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url);
    const cookie = [...(this.jar.get(target.host) ?? new Map<string, StoredCookie>())]
      .filter(([, stored]) => target.pathname.startsWith(stored.path))
      .map(([name, stored]) => `${name}=${stored.value}`)
      .join('; ');
    const response = await fetch(target, {
      method: init.method ?? 'GET',
      body: init.body,
      redirect: 'manual',
      headers: { ...this.headers, ...init.headers, ...(cookie ? { cookie } : {}) },
    });
    for (const header of response.headers.getSetCookie()) this.store(target, header);
    return response;
  }

  /** Follows redirects until one leaves `stopAt` (an origin) for a page, i.e. not an `/api/` path; returns that URL. */
  async navigate(url: string, options: { stopAt: string; rewrite?: (url: URL) => URL }): Promise<URL> {
    let next = new URL(url);
    for (let hop = 0; hop < 20; hop += 1) {
      if (next.origin === options.stopAt && !next.pathname.startsWith('/api/')) return next;
      if (options.rewrite) next = options.rewrite(next);
      const response = await this.request(next.toString());
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(`${next} answered ${response.status} without a redirect: ${await response.text()}`);
      }
      next = new URL(location, next);
    }
    throw new Error('too many redirects');
  }

  hasCookie(host: string, name: string): boolean {
    return this.jar.get(host)?.has(name) ?? false;
  }

  /** A cookie's value, to replay it from another browser in a test. */
  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name)?.value;
  }

  /** Puts a cookie into the jar, as a browser that had kept (or copied) it would send it. */
  setCookie(host: string, name: string, value: string, path = '/'): void {
    const cookies = this.jar.get(host) ?? new Map<string, StoredCookie>();
    this.jar.set(host, cookies);
    cookies.set(name, { value, path });
  }

  private store(target: URL, header: string): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const cookies = this.jar.get(target.host) ?? new Map<string, StoredCookie>();
    this.jar.set(target.host, cookies);
    const expires = attribute('expires');
    const isRemoved =
      value === '' ||
      attribute('max-age') === '0' ||
      (expires !== undefined && new Date(expires).getTime() < Date.now());
    if (isRemoved) cookies.delete(name);
    else cookies.set(name, { value, path: attribute('path') ?? '/' });
  }
}

// A shopper of the backend under test with a cookie jar of its own: the backend keeps a guest's
// cart in its signed session cookie, so calls that change a cart must carry the cookie the first
// one was answered with (Node's fetch keeps no cookies). Used to learn what the catalogue's
// products are (their product type as a cart line names it) before a journey starts.

const backendUrl = (): string => `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;

export interface CartRef {
  readonly id: string;
  readonly version: number;
}

export class CommerceSession {
  private readonly jar = new Map<string, string>();

  constructor(private readonly country: string) {}

  async call<T>(method: string, payload: unknown[]): Promise<T> {
    const response = await fetch(`${backendUrl()}/api/ct/${method}?host=${this.country}.localhost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.jar.size ? { cookie: [...this.jar.values()].join('; ') } : {}) },
      body: JSON.stringify(payload),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      this.jar.set(pair.split('=')[0]!.trim(), pair);
    }
    if (response.status !== 200) throw new Error(`${method} (${this.country}) answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }
}

import { Pool } from 'undici';

/**
 * The storefront's one way to the backend (ADR 10): loaders and actions call it over keep-alive
 * HTTP with the shopper's cookie, host and language forwarded, and every Set-Cookie the backend
 * answers is handed back to the shopper's response.
 */
export const BACKEND_URL = (process.env.BACKEND_URL ?? 'http://127.0.0.1:3001').replace(/\/$/, '');

const backendUrl = new URL(BACKEND_URL);
/** A BACKEND_URL with a path ('http://gateway/shop') puts it before every call's path. */
const pathPrefix = backendUrl.pathname.replace(/\/$/, '');
/**
 * undici's request on a keep-alive pool rather than the global fetch: an answer is read without
 * fetch's Request/Response objects and web streams (a product page's 30 KB answer: ~0.5 → ~0.22
 * CPU ms). Its idle sockets do not keep the process alive.
 */
const pool = new Pool(backendUrl.origin);

/** Spec 1 §7: request timeout 15000 ms. */
export const BACKEND_TIMEOUT_MS = 15_000;

/** A refusal or failure of a backend call, with the backend's status and message. */
export class BackendError extends Error {
  override name = 'BackendError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly method: string,
    /** The backend's Retry-After (whole seconds) on a 429, when it sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`An error occurred during request to the endpoint ${method}: ${status} ${messageOf(body)}`);
  }
}

type ResponseHeaders = Record<string, string | string[] | undefined>;

function retryAfterOf(headers: ResponseHeaders): number | undefined {
  const header = headers['retry-after'];
  const seconds = Number((Array.isArray(header) ? header[0] : header) ?? Number.NaN);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    return Array.isArray(message) ? message.join('; ') : String(message);
  }
  return typeof body === 'string' ? body.slice(0, 200) : '';
}

export interface BackendRequestParts {
  readonly host: string;
  /** 'https' behind a TLS gateway (the request URL's scheme): the backend marks its session cookie Secure. */
  readonly protocol?: 'http' | 'https';
  readonly language: string;
  readonly cookie: string | null;
  readonly acceptLanguage: string | null;
  readonly clientIp?: string;
}

const JSON_BODY = { 'content-type': 'application/json' } as const;

export interface BackendClientOptions {
  /** A call not answered within this is given up with a TimeoutError (default BACKEND_TIMEOUT_MS). */
  readonly timeoutMs?: number;
}

export class BackendClient {
  private readonly issued = new Map<string, string>();
  private cookie: string | null;

  constructor(
    private readonly parts: BackendRequestParts,
    private readonly options: BackendClientOptions = {},
  ) {
    this.cookie = parts.cookie;
  }

  /**
   * Set-Cookie headers to pass on to the shopper, one per cookie name: parallel first calls of a
   * new shopper each get a new anonymous session from the backend; the last one is the session the
   * later calls of this request used, so it is the one the shopper keeps.
   */
  get setCookies(): string[] {
    return [...this.issued.values()];
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { 'x-forwarded-host': this.parts.host, accept: 'application/json', ...extra };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.parts.acceptLanguage) headers['accept-language'] = this.parts.acceptLanguage;
    // The backend trusts the storefront as its gateway (TRUST_PROXY): its rate limits count the shopper.
    if (this.parts.clientIp) headers['x-forwarded-for'] = this.parts.clientIp;
    if (this.parts.protocol) headers['x-forwarded-proto'] = this.parts.protocol;
    return headers;
  }

  private path(path: string, query?: Record<string, string>): string {
    const search = new URLSearchParams({ host: this.parts.host, language: this.parts.language, ...query });
    return `${pathPrefix}${path}?${search}`;
  }

  /** A later call in the same request must see a session cookie the backend just set. */
  private remember(header: string | string[] | undefined): void {
    if (header === undefined) return;
    const cookies = Array.isArray(header) ? header : [header];
    for (const line of cookies) this.issued.set(line.split('=')[0]!.trim(), line);
    const jar = new Map((this.cookie ?? '').split(/;\s*/).filter(Boolean).map((pair) => [pair.split('=')[0]!, pair]));
    for (const line of cookies) {
      const pair = line.split(';')[0]!;
      jar.set(pair.split('=')[0]!, pair);
    }
    this.cookie = [...jar.values()].join('; ');
  }

  /** The timeout covers the whole call, body included, and rejects with a TimeoutError (as fetch's did). */
  private async send(method: string, path: string, json?: string): Promise<unknown> {
    const response = await pool.request({
      path,
      method: json === undefined ? 'GET' : 'POST',
      headers: json === undefined ? this.headers() : this.headers(JSON_BODY),
      ...(json === undefined ? {} : { body: json }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? BACKEND_TIMEOUT_MS),
    });
    this.remember(response.headers['set-cookie']);
    const text = await response.body.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // A proxy's HTML error page: kept as text for the error message.
    }
    if (response.statusCode < 200 || response.statusCode > 299) throw new BackendError(response.statusCode, body, method, retryAfterOf(response.headers));
    return body;
  }

  /** `POST /api/ct/{method}` with the payload parts (the spec's call protocol). */
  call<T>(method: string, payload: readonly unknown[] = []): Promise<T> {
    return this.send(method, this.path(`/api/ct/${method}`), JSON.stringify(payload)) as Promise<T>;
  }

  /** Algolia-shaped multi-query search. */
  search<T>(body: unknown): Promise<T> {
    return this.send('search', this.path('/api/search/1/indexes/*/queries'), JSON.stringify(body)) as Promise<T>;
  }

  /** A JSON POST under /api that is not a commerce call (support requests). */
  post<T>(path: string, body: unknown): Promise<T> {
    return this.send(path, this.path(path), JSON.stringify(body)) as Promise<T>;
  }

  /** A GET under /api (content, SEO redirections, market). */
  get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
    return this.send(path, this.path(path, query)) as Promise<T>;
  }
}

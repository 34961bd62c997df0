type Env = Readonly<Record<string, string | undefined>>;

/** How long the orders service may take to answer before the call says it is unavailable. */
export const ORDERS_PORTAL_TIMEOUT_MS = 5_000;

export interface OrdersPortalConfig {
  /** ORDERS_PORTAL_URL: the self-service orders site's origin (its calls live under `/my-orders`); unset, the account lists the orders itself. */
  readonly url?: string;
  readonly timeoutMs: number;
}

export const ORDERS_PORTAL_CONFIG = Symbol('OrdersPortalConfig');

/** `https://orders.example.com` (a path prefix is kept): anything else stops start-up naming the variable. */
function portalUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ORDERS_PORTAL_URL is not a URL: '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`ORDERS_PORTAL_URL must be http or https, got '${value}'`);
  if (url.search || url.hash || url.username || url.password) throw new Error(`ORDERS_PORTAL_URL must be an origin (optionally with a path), got '${value}'`);
  return url.href.replace(/\/$/, '');
}

export function ordersPortalConfigFromEnv(env: Env): OrdersPortalConfig {
  const raw = env['ORDERS_PORTAL_URL']?.trim();
  return { ...(raw ? { url: portalUrl(raw) } : {}), timeoutMs: ORDERS_PORTAL_TIMEOUT_MS };
}

/** One Algolia host, as algoliasearch's `hosts` option takes it. */
export interface AlgoliaHost {
  readonly url: string;
  readonly protocol: 'http' | 'https';
  readonly port?: number;
  readonly accept: 'readWrite';
}

/** What the Algolia adapter needs; present only when ALGOLIA_APP_ID and ALGOLIA_API_KEY are set. */
export interface AlgoliaConfig {
  readonly appId: string;
  readonly apiKey: string;
  /** ALGOLIA_HOST: one host for search and insights instead of Algolia's (a proxy, a test server). */
  readonly host?: AlgoliaHost;
}

const VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY'] as const;

/** `https://search.example.com`, `http://127.0.0.1:8080` or a bare `host[:port]` (https). */
export function algoliaHost(value: string): AlgoliaHost {
  let url: URL;
  try {
    url = new URL(value.includes('://') ? value : `https://${value}`);
  } catch {
    throw new Error(`ALGOLIA_HOST is not a host or URL: '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`ALGOLIA_HOST must be http or https, got '${value}'`);
  if (url.pathname !== '/' || url.search) throw new Error(`ALGOLIA_HOST must be a host without a path, got '${value}'`);
  return {
    url: url.hostname,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    ...(url.port ? { port: Number(url.port) } : {}),
    accept: 'readWrite',
  };
}

/**
 * None set → undefined: the embedded engine searches. Both set → Algolia. Only one → start-up
 * fails naming the other, because half a configuration silently searching demo indexes would
 * be worse than not starting.
 */
export function algoliaConfigFromEnv(env: Readonly<Record<string, string | undefined>>): AlgoliaConfig | undefined {
  const present = VARIABLES.filter((name) => env[name]?.trim());
  if (present.length === 0) return undefined;
  const missing = VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`Algolia is partly configured: set ${missing.join(', ')} too, or unset ${present.join(', ')} to use the embedded search`);
  }
  const host = env['ALGOLIA_HOST']?.trim();
  return {
    appId: env['ALGOLIA_APP_ID']!.trim(),
    apiKey: env['ALGOLIA_API_KEY']!.trim(),
    ...(host ? { host: algoliaHost(host) } : {}),
  };
}

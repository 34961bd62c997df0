import { createApiBuilderFromCtpClient, type ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { ClientBuilder, createAuthMiddlewareForClientCredentialsFlow, type Client, type ClientRequest } from '@commercetools/ts-client';
import type { CtpConfig } from './ctp-config.js';

/**
 * The requests that change nothing on the platform, so sending one again is safe. A POST creates
 * or updates: retried after the platform acted on it but its answer was lost (a 503 from a
 * gateway, a timeout), it would create a second payment, cart, order or review, or fail on the
 * version its first attempt already changed. DELETE is left out too: a retried delete answers
 * 404 for what the first attempt deleted.
 */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * The platform SDK's request builder for the project, with client-credentials auth; reads are
 * retried, writes are sent once (their failure is the caller's to see).
 */
export function createApiRoot(config: CtpConfig): ByProjectKeyRequestBuilder {
  // One auth middleware for both clients: one token cache, one token request.
  const auth = createAuthMiddlewareForClientCredentialsFlow({
    host: config.authUrl,
    projectKey: config.projectKey,
    credentials: { clientId: config.clientId, clientSecret: config.clientSecret },
    scopes: [...config.scopes],
    httpClient: fetch,
  });
  // 15 s is the storefront's request timeout (spec 1 §9); retries cover 503 and timeouts (ts-client's retry middleware).
  const client = (enableRetry: boolean): Client => new ClientBuilder()
    .withProjectKey(config.projectKey)
    .withMiddleware(auth)
    .withHttpMiddleware({
      host: config.apiUrl, httpClient: fetch, timeout: 15_000, enableRetry, ...(enableRetry ? { retryConfig: { maxRetries: 2, retryDelay: 200 } } : {}),
    })
    .build();
  const retrying = client(true);
  const once = client(false);
  // The SDK calls `execute` unbound, hence an arrow function.
  const execute = (request: ClientRequest) => (SAFE_METHODS.has(request.method.toUpperCase()) ? retrying : once).execute(request);
  return createApiBuilderFromCtpClient({ execute }).withProjectKey({ projectKey: config.projectKey });
}

import { createApiBuilderFromCtpClient, type ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import type { CtpConfig } from './ctp-config.js';

/** The platform SDK's request builder for the project, with client-credentials auth and retries. */
export function createApiRoot(config: CtpConfig): ByProjectKeyRequestBuilder {
  const client = new ClientBuilder()
    .withProjectKey(config.projectKey)
    .withClientCredentialsFlow({
      host: config.authUrl,
      projectKey: config.projectKey,
      credentials: { clientId: config.clientId, clientSecret: config.clientSecret },
      scopes: [...config.scopes],
      httpClient: fetch,
    })
    // 15 s is the storefront's request timeout (spec 1 §9); retries cover 5xx and network blips.
    .withHttpMiddleware({ host: config.apiUrl, httpClient: fetch, timeout: 15_000, enableRetry: true, retryConfig: { maxRetries: 2, retryDelay: 200 } })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: config.projectKey });
}

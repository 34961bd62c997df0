import type { AddressInfo } from 'node:net';
import type { ByProjectKeyRequestBuilder } from '@commercetools/platform-sdk';
import { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { createApiRoot } from './api-root.js';
import { ctpConfigFromEnv } from './ctp-config.js';

/** The public commercetools emulator on a loopback port, and the platform SDK's API root for one of its projects. */
export async function startEmulator(projectKey: string): Promise<{ mock: CommercetoolsMock; api: ByProjectKeyRequestBuilder }> {
  const mock = new CommercetoolsMock({ enableAuthentication: false, validateCredentials: false, silent: true });
  await mock.runServer(0);
  const { port } = mock.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const api = createApiRoot(ctpConfigFromEnv({
    CTP_PROJECT_KEY: projectKey, CTP_CLIENT_ID: 'id', CTP_CLIENT_SECRET: 'secret', CTP_AUTH_URL: url, CTP_API_URL: url,
  })!);
  return { mock, api };
}

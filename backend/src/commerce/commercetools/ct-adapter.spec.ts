import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { CommercetoolsMock } from '@labdigital/commercetools-mock';
import { CommerceError } from '../port/commerce-error.js';
import type { CommercePort } from '../port/commerce-port.js';
import { commercetoolsCommerce } from './commercetools-commerce.js';
import { ctpConfigFromEnv } from './ctp-config.js';

// The adapter talks real HTTP to the public commercetools emulator on loopback, through the
// platform SDK, exactly as it would talk to commercetools.
describe('commercetools adapter against the emulator over HTTP', () => {
  let mock: CommercetoolsMock;
  let commerce: CommercePort;

  beforeAll(async () => {
    mock = new CommercetoolsMock({ enableAuthentication: false, validateCredentials: false, silent: true });
    await mock.runServer(0);
    const { port } = mock.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const config = ctpConfigFromEnv({
      CTP_PROJECT_KEY: 'demo', CTP_CLIENT_ID: 'id', CTP_CLIENT_SECRET: 'secret', CTP_AUTH_URL: url, CTP_API_URL: url,
    });
    commerce = commercetoolsCommerce(config!);
  });
  afterAll(async () => {
    await commerce.close();
    await mock.app.close();
  });

  it('creates, reads and updates a cart', async () => {
    const cart = await commerce.carts.create({ currency: 'EUR', country: 'SK' });
    expect(cart.version).toBe(1);
    const updated = await commerce.carts.update(cart.id, cart.version, [{ action: 'setCustomerEmail', email: 'a@example.com' }]);
    expect(updated.customerEmail).toBe('a@example.com');
    expect((await commerce.carts.get(cart.id))?.version).toBe(updated.version);
  });

  it('answers undefined for a cart that does not exist', async () => {
    expect(await commerce.carts.get('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });

  it('surfaces a stale version as ConcurrentModification with the current version', async () => {
    const cart = await commerce.carts.create({ currency: 'EUR', country: 'SK' });
    // An action that changes nothing keeps the version in commercetools, so change something.
    const updated = await commerce.carts.update(cart.id, cart.version, [{ action: 'setCustomerEmail', email: 'first@example.com' }]);
    const failure = await commerce.carts
      .update(cart.id, cart.version, [{ action: 'setCustomerEmail', email: 'second@example.com' }])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceError);
    expect((failure as CommerceError).code).toBe('ConcurrentModification');
    expect((failure as CommerceError).statusCode).toBe(409);
    expect((failure as CommerceError).currentVersion).toBe(updated.version);
  });

  it('reports an unreachable platform as a 502 CommerceError naming the reason', async () => {
    const offline = commercetoolsCommerce(ctpConfigFromEnv({
      CTP_PROJECT_KEY: 'demo', CTP_CLIENT_ID: 'id', CTP_CLIENT_SECRET: 'secret',
      CTP_AUTH_URL: 'http://127.0.0.1:9', CTP_API_URL: 'http://127.0.0.1:9',
    })!);
    const failure = await offline.carts.get('x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceError);
    expect((failure as CommerceError).statusCode).toBe(502);
  });
});

describe('CTP_* configuration', () => {
  it('is absent when no variable is set: the embedded engine runs', () => {
    expect(ctpConfigFromEnv({})).toBeUndefined();
  });

  it('refuses a partial configuration, naming what is missing', () => {
    expect(() => ctpConfigFromEnv({ CTP_PROJECT_KEY: 'p', CTP_CLIENT_ID: 'c' })).toThrow(
      'commercetools is partly configured: set CTP_CLIENT_SECRET, CTP_AUTH_URL, CTP_API_URL too',
    );
  });

  it('defaults the scope to the project and splits given scopes', () => {
    const base = { CTP_PROJECT_KEY: 'p', CTP_CLIENT_ID: 'c', CTP_CLIENT_SECRET: 's', CTP_AUTH_URL: 'a', CTP_API_URL: 'b' };
    expect(ctpConfigFromEnv(base)?.scopes).toEqual(['manage_project:p']);
    expect(ctpConfigFromEnv({ ...base, CTP_SCOPES: 'view_products:p manage_orders:p' })?.scopes).toEqual(['view_products:p', 'manage_orders:p']);
  });
});

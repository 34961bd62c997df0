import 'reflect-metadata';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Injectable, Logger, Module, type INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../app.module.js';
import { ACTIVE_COMMERCE } from '../commerce/commerce.providers.js';
import { MINI_SEED } from '../commerce/embedded/catalogue/mini-seed.fixture.js';
import { embeddedCommerce } from '../commerce/embedded/embedded-commerce.js';
import { CommerceError, resourceNotFound } from '../commerce/port/commerce-error.js';
import type { CommercePort } from '../commerce/port/commerce-port.js';
import type { CallContext } from './call-context.js';
import { CALL_FAILED } from './call-exception.filter.js';
import { CommerceMethod } from './commerce-method.decorator.js';
import { SESSION_COOKIE_NAME } from './session-cookie.js';
import { shopTestApp } from '../../test/shop-test-app.js';

/**
 * The real app whose embedded engine fails on chosen store keys, so errors travel the real path:
 * port → handler → filter → HTTP. Plus a test-only module with its own @CommerceMethod, which
 * shows discovery across modules and lets a handler write the session.
 */
function failingOn(port: CommercePort): CommercePort {
  const failures: Record<string, () => never> = {
    'boom-commerce': () => { throw resourceNotFound('ex-zz'); },
    'boom-conflict': () => { throw new CommerceError(409, 'Object has a different version than expected.', [{ code: 'ConcurrentModification', message: 'Object has a different version than expected.', currentVersion: 3 } as never]); },
    'boom-graphql': () => { throw Object.assign(new Error('GraphQL failed'), { graphQLErrors: [{ message: "Malformed parameter: where: Syntax error", extensions: { code: 'InvalidInput' } }] }); },
    'boom-internal': () => { throw new TypeError('Cannot read properties of undefined (reading secretField)'); },
  };
  const catalogue = Object.create(port.catalogue) as CommercePort['catalogue'];
  catalogue.stores = async (filter) => {
    const fail = failures[filter.keys?.[0] ?? ''];
    return fail ? fail() : port.catalogue.stores(filter);
  };
  return { ...port, catalogue, close: () => port.close() };
}

@Injectable()
class SessionProbeCalls {
  @CommerceMethod('probeSession')
  probe(_parts: [], context: CallContext): unknown {
    context.session.write({ ...context.session.current, cartId: 'cart-1' });
    return { market: context.market, session: context.session.current };
  }
}

@Module({ providers: [SessionProbeCalls] })
class ProbeModule {}

describe('the error contract and session writes of /api/ct (real app, failing engine)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule, ProbeModule] })
      .overrideProvider(ACTIVE_COMMERCE)
      .useFactory({ factory: () => ({ kind: 'embedded', port: failingOn(embeddedCommerce({ file: ':memory:', seed: () => MINI_SEED })) }) })
      .compile();
    app = await shopTestApp(moduleRef);
  });
  afterAll(async () => app.close());
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const getStores = (key: string) => request(app.getHttpServer()).post('/api/ct/getStores').set('Host', 'localhost').send([{ key }]);

  it("maps a CommerceError to its status, the spec's message and the commercetools code", async () => {
    const response = await getStores('boom-commerce').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: `${CALL_FAILED}: The Resource with ID 'ex-zz' was not found.`,
      code: 'ResourceNotFound',
      errors: [{ code: 'ResourceNotFound', message: "The Resource with ID 'ex-zz' was not found." }],
    });
    const conflict = await getStores('boom-conflict').expect(409);
    expect(conflict.body).toMatchObject({ code: 'ConcurrentModification', errors: [{ currentVersion: 3 }] });
  });

  it('unwraps a GraphQL failure to its first error: reason and code from it', async () => {
    const response = await getStores('boom-graphql').expect(502);
    expect(response.body).toMatchObject({ statusCode: 502, message: `${CALL_FAILED}: Malformed parameter: where: Syntax error`, code: 'InvalidInput' });
  });

  it('answers an unexpected error with a fixed 500, logging the stack and sending none of it', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const response = await getStores('boom-internal').expect(500);
    expect(response.body).toEqual({ statusCode: 500, message: `${CALL_FAILED}: internal error` });
    expect(response.text).not.toMatch(/secretField|TypeError|at .*\.ts|node_modules/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('secretField'), expect.stringContaining('TypeError'));
  });

  it('still serves the stores that do not fail', async () => {
    const response = await getStores('ex-sk').expect(200);
    expect(response.body.data).toHaveLength(1);
  });

  it('discovers a method in any module; a session write re-issues one cookie carrying it', async () => {
    const response = await request(app.getHttpServer()).post('/api/ct/probeSession?host=ch.localhost&language=fr').send([]).expect(200);
    expect(response.body.market).toEqual({ country: 'CH', language: 'fr', locale: 'fr-CH', currency: 'CHF', storeKey: 'ex-ch' });
    expect(response.body.session).toEqual({ anonymousId: expect.any(String), cartId: 'cart-1' });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []).filter((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cookies).toHaveLength(1);
    expect(decodeURIComponent(cookies[0]!)).toContain('"cartId":"cart-1"');

    // Sent back, the cookie is the session: the same anonymous id and cart, no new cookie needed.
    const again = await request(app.getHttpServer()).post('/api/ct/getStores').set('Host', 'localhost').set('Cookie', cookies[0]!.split(';')[0]!).send([{ key: 'ex-sk' }]).expect(200);
    expect(([] as string[]).concat(again.headers['set-cookie'] ?? []).some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(false);
  });

  it('reads the locale cookie next to the session cookie: it picks the language of a multi-language market', async () => {
    const first = await request(app.getHttpServer()).post('/api/ct/probeSession?host=ch.localhost').send([]).expect(200);
    expect(first.body.market.locale).toBe('de-CH');
    const session = ([] as string[]).concat(first.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const italian = await request(app.getHttpServer()).post('/api/ct/probeSession?host=ch.localhost')
      .set('Cookie', `locale=it-CH; ${session}`).send([]).expect(200);
    expect(italian.body.market).toMatchObject({ language: 'it', locale: 'it-CH' });
    expect(italian.body.session.anonymousId).toBe(first.body.session.anonymousId);
  });
});

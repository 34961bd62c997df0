import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { FakeBzst } from '../../test/fake-vat/fake-bzst.js';
import { FakeVies } from '../../test/fake-vat/fake-vies.js';
import type { VatConfig, VatValidatorName } from './vat-config.js';
import { createVatTestApp } from './vat-test-app.fixture.js';

// Small, so a fake that never answers ends the call soon; the tests assert outcomes, never durations.
const TIMEOUT_MS = 300;

const vies = new FakeVies();
const bzst = new FakeBzst();
let viesUrl = '';
let bzstUrl = '';
const apps: INestApplication[] = [];

beforeAll(async () => {
  [viesUrl, bzstUrl] = await Promise.all([vies.start(), bzst.start()]);
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all([vies.stop(), bzst.stop()]);
});
beforeEach(() => {
  vies.received.length = 0;
  bzst.received.length = 0;
  vies.behaviours.clear();
  bzst.behaviours.clear();
});

async function appWith(...validators: VatValidatorName[]): Promise<INestApplication> {
  const config: VatConfig = { validators, viesUrl, bzstUrl, timeoutMs: TIMEOUT_MS };
  const app = await createVatTestApp(config);
  apps.push(app);
  return app;
}

const validate = (app: INestApplication, host: string, query: string) =>
  request(app.getHttpServer()).get(`/api/vat/validate${query}`).set('Host', host);

describe('GET /api/vat/validate with VIES (real Nest app, local fake VIES)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await appWith('vies');
  });

  it("asks VIES with the market's own VAT ID as requester and the cleaned number; valid", async () => {
    vies.behaviours.set('ATU11111111', 'valid');
    const response = await validate(app, 'at.localhost', '?UstId_2=atu%201111%201111').expect(200);
    expect(response.body).toMatchObject({ valid: true, outcome: 'valid', raw: { validator: 'vies', answer: { valid: true, requestIdentifier: 'WAPIAAAAZ1234567' } } });
    expect(vies.received.map((r) => r.body)).toEqual([
      { countryCode: 'AT', vatNumber: 'U11111111', requesterMemberStateCode: 'DE', requesterNumber: '123456788' },
    ]);
  });

  it('a number VIES does not know is invalid', async () => {
    const response = await validate(app, 'at.localhost', '?UstId_2=ATU22222222').expect(200);
    expect(response.body).toMatchObject({ valid: false, outcome: 'invalid', raw: { validator: 'vies' } });
  });

  it("uses the market's prefix rules: EL for Greece, Hungary's first 8 characters", async () => {
    vies.behaviours.set('EL094259216', 'valid');
    vies.behaviours.set('HU12345678', 'valid');
    await validate(app, 'gr.localhost', '?UstId_2=GR%20094259216').expect(200).expect((r) => expect(r.body.outcome).toBe('valid'));
    await validate(app, 'hu.localhost', '?UstId_2=HU%2012345678-2-41').expect(200).expect((r) => expect(r.body.outcome).toBe('valid'));
    expect(vies.received.map((r) => r.body)).toEqual([
      { countryCode: 'EL', vatNumber: '094259216', requesterMemberStateCode: 'DE', requesterNumber: '123456788' },
      { countryCode: 'HU', vatNumber: '12345678', requesterMemberStateCode: 'DE', requesterNumber: '123456788' },
    ]);
  });

  it("ignores a UstId_1 sent by the client: the requester is always the market's own", async () => {
    vies.behaviours.set('ATU33333333', 'valid');
    await validate(app, 'at.localhost', '?UstId_1=ATU99999999&UstId_2=ATU33333333').expect(200);
    expect(vies.received[0]!.body).toMatchObject({ requesterMemberStateCode: 'DE', requesterNumber: '123456788' });
  });

  it.each<[string, 'hang' | 'server-error' | { error: string } | { userError: string }]>([
    ['never answers (timeout)', 'hang'],
    ['answers 500', 'server-error'],
    ['reports MS_UNAVAILABLE in errorWrappers', { error: 'MS_UNAVAILABLE' }],
    ['reports MS_UNAVAILABLE as userError beside valid: false', { userError: 'MS_UNAVAILABLE' }],
  ])('VIES %s: couldNotValidate, never invalid, and not cached', async (_name, behaviour) => {
    vies.behaviours.set('ATU44444444', behaviour);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await validate(app, 'at.localhost', '?UstId_2=ATU44444444').expect(200);
      expect(response.body).toMatchObject({ valid: false, outcome: 'couldNotValidate' });
      // Only a validator that did not answer in time is the browser's 'taking too much time' state.
      expect(response.body.timedOut).toBe(behaviour === 'hang' ? true : undefined);
    }
    expect(vies.received).toHaveLength(2); // the retry asked again
  });

  it('caches a definitive answer: the second call for the same number does not reach VIES', async () => {
    vies.behaviours.set('ATU55555555', 'valid');
    const first = await validate(app, 'at.localhost', '?UstId_2=ATU55555555').expect(200);
    const second = await validate(app, 'at.localhost', '?UstId_2=atu%2055555555').expect(200);
    expect(second.body).toEqual(first.body);
    expect(vies.received).toHaveLength(1);
  });

  it('a Swiss number is not a VIES number: couldNotValidate, VIES not asked', async () => {
    const response = await validate(app, 'ch.localhost', '?UstId_2=CHE-123.456.789%20MWST').expect(200);
    expect(response.body).toMatchObject({ valid: false, outcome: 'couldNotValidate', raw: { reason: expect.stringContaining('CHE123456789') } });
    expect(vies.received).toHaveLength(0);
  });

  it.each([
    ['sk.localhost', 'SK', 'ex-sk'], // the store's flag is off
    ['pl.localhost', 'PL', 'ex-pl'], // the store has no custom fields
  ])('%s: validation off in the market is a 403 naming it, and no validator is asked', async (host, country, store) => {
    const response = await validate(app, host, '?UstId_2=SK2020202020').expect(403);
    expect(response.body.message).toBe(`VAT ID validation is off in market ${country}: store ${store} does not have vat_validation_enabled on`);
    expect(vies.received).toHaveLength(0);
  });

  it.each([
    ['', "UstId_2 is required: the customer's VAT ID (prefix and number), given once"],
    ['?UstId_2=', "UstId_2 is required: the customer's VAT ID (prefix and number), given once"],
    ['?UstId_2=%20%20', "UstId_2 is required: the customer's VAT ID (prefix and number), given once"],
    ['?UstId_2=ATU1&UstId_2=ATU2', "UstId_2 is required: the customer's VAT ID (prefix and number), given once"],
    [`?UstId_2=ATU${'1'.repeat(62)}`, 'UstId_2 must be at most 64 characters'],
  ])('bad input %s: 400 naming UstId_2', async (query, message) => {
    const response = await validate(app, 'at.localhost', query).expect(400);
    expect(response.body.message).toBe(message);
    expect(vies.received).toHaveLength(0);
  });

  it.each([
    ['at.localhost', 'AT', 'too-short'],
    ['de.localhost', 'DE12345678X', 'invalid-characters'],
    ['de.localhost', 'DE 123/456', 'invalid-characters'],
  ])('%s %s fails the pre-check: invalid (%s) without asking a validator', async (host, typed, reason) => {
    const response = await validate(app, host, `?UstId_2=${encodeURIComponent(typed)}`).expect(200);
    expect(response.body).toEqual({ valid: false, outcome: 'invalid', raw: { precheck: reason } });
    expect(vies.received).toHaveLength(0);
  });
});

describe('GET /api/vat/validate with BZSt eVatR (real Nest app, local fake BZSt)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await appWith('bzst');
  });

  it('asks BZSt with the German requester; evatr-0000 is valid', async () => {
    bzst.behaviours.set('ATU66666666', { status: 'evatr-0000', http: 200 });
    const response = await validate(app, 'at.localhost', '?UstId_2=ATU66666666').expect(200);
    expect(response.body).toMatchObject({ valid: true, outcome: 'valid', raw: { validator: 'bzst', answer: { evatrStatus: 'evatr-0000', errorCode: 200 } } });
    expect(bzst.received.map((r) => r.body)).toEqual([{ anfragendeUstid: 'DE123456788', angefragteUstid: 'ATU66666666' }]);
  });

  // Each case its own number: definitive answers are cached.
  it.each<[string, string, { status: string; http: number } | 'hang', string]>([
    ['evatr-2001 (not issued)', 'ATU70000001', { status: 'evatr-2001', http: 404 }, 'invalid'],
    ['evatr-2006 (no longer valid)', 'ATU70000002', { status: 'evatr-2006', http: 200 }, 'invalid'],
    ['evatr-0011 (try later)', 'ATU70000003', { status: 'evatr-0011', http: 503 }, 'couldNotValidate'],
    ["evatr-2005 (the shop's own ID is not valid)", 'ATU70000004', { status: 'evatr-2005', http: 404 }, 'couldNotValidate'],
    ['an unknown status', 'ATU70000005', { status: 'evatr-9999', http: 200 }, 'couldNotValidate'],
    ['no answer (timeout)', 'ATU70000006', 'hang', 'couldNotValidate'],
  ])('%s (%s) → %j → %s', async (_name, number, behaviour, outcome) => {
    bzst.behaviours.set(number, behaviour);
    const response = await validate(app, 'at.localhost', `?UstId_2=${number}`).expect(200);
    expect(response.body.outcome).toBe(outcome);
    expect(response.body.valid).toBe(false);
    expect(bzst.received).toHaveLength(1);
  });

  it('BZSt cannot confirm a German number for a German requester: not asked, couldNotValidate', async () => {
    const response = await validate(app, 'de.localhost', '?UstId_2=DE111111111').expect(200);
    expect(response.body).toMatchObject({ outcome: 'couldNotValidate', raw: { reason: expect.stringContaining('DE111111111') } });
    expect(bzst.received).toHaveLength(0);
  });

  it("BZSt only answers German requesters: the Swiss market's own ID is not one", async () => {
    const response = await validate(app, 'ch.localhost', '?UstId_2=CHE123456789').expect(200);
    expect(response.body.outcome).toBe('couldNotValidate');
    expect(bzst.received).toHaveLength(0);
  });
});

describe('GET /api/vat/validate with both validators in order', () => {
  it('bzst,vies: a German number goes to VIES only; a foreign one is answered by BZSt first', async () => {
    const app = await appWith('bzst', 'vies');
    vies.behaviours.set('DE111111111', 'valid');
    bzst.behaviours.set('ATU88888888', { status: 'evatr-0000', http: 200 });
    const german = await validate(app, 'de.localhost', '?UstId_2=DE%20111%20111%20111').expect(200);
    expect(german.body).toMatchObject({ valid: true, outcome: 'valid', raw: { validator: 'vies' } });
    const foreign = await validate(app, 'at.localhost', '?UstId_2=ATU88888888').expect(200);
    expect(foreign.body).toMatchObject({ valid: true, outcome: 'valid', raw: { validator: 'bzst' } });
    expect(vies.received.map((r) => r.body)).toEqual([
      { countryCode: 'DE', vatNumber: '111111111', requesterMemberStateCode: 'DE', requesterNumber: '123456788' },
    ]);
    expect(bzst.received.map((r) => r.body)).toEqual([{ anfragendeUstid: 'DE123456788', angefragteUstid: 'ATU88888888' }]);
  });

  it('vies,bzst: when VIES cannot answer, BZSt is asked and its definitive answer wins', async () => {
    const app = await appWith('vies', 'bzst');
    vies.behaviours.set('ATU12121212', 'server-error');
    bzst.behaviours.set('ATU12121212', { status: 'evatr-2001', http: 404 });
    const response = await validate(app, 'at.localhost', '?UstId_2=ATU12121212').expect(200);
    expect(response.body).toMatchObject({ valid: false, outcome: 'invalid', raw: { validator: 'bzst' } });
    expect(vies.received).toHaveLength(1);
    expect(bzst.received).toHaveLength(1);
  });

  it('vies,bzst: when neither can answer, couldNotValidate lists both answers', async () => {
    const app = await appWith('vies', 'bzst');
    vies.behaviours.set('ATU13131313', 'hang');
    bzst.behaviours.set('ATU13131313', 'hang');
    const response = await validate(app, 'at.localhost', '?UstId_2=ATU13131313').expect(200);
    expect(response.body.outcome).toBe('couldNotValidate');
    expect(response.body.timedOut).toBe(true);
    expect(response.body.raw.answers.map((a: { validator: string }) => a.validator)).toEqual(['vies', 'bzst']);
  });
});

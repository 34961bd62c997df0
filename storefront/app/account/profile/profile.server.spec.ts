import { describe, expect, it } from '@jest/globals';
import { BackendError } from '../../shop/backend.server';
import { accountShop, outcome, post, signedIn } from '../account-action.fixture';
import { profileAction } from './profile.server';

const PATH = '/my-account/my-profile';

const record = (fields: Record<string, unknown> = {}) => ({
  version: 7, email: 'anna@example.de', firstName: 'Anna', lastName: 'Schmidt', vatId: '123456789',
  custom: { fields: { customerType: 'company' } }, addresses: [], ...fields,
});

/** The form as the page posts it: what is typed, and what the page was shown with. */
const form = (typed: Record<string, string>, shown = { email: 'anna@example.de', firstName: 'Anna', lastName: 'Schmidt', vatId: '123456789' }) => ({
  ...Object.fromEntries(Object.entries(shown).map(([field, value]) => [`original.${field}`, value])),
  ...shown,
  ...typed,
});

const getMe = (customer: unknown) => ({ ...signedIn, getMe: { me: { customer } } });

describe('my profile: saving', () => {
  it('saves only what the shopper changed, at the customer\'s version, and goes back to the page with the notice (303)', async () => {
    const { shop, written } = accountShop({ ...getMe(record()), updateMe: { customer: {} } });
    expect(await outcome(() => profileAction(shop, post(PATH, form({ firstName: ' Annette ', email: 'annette@example.de' }))))).toEqual({
      status: 303, location: `${PATH}?saved=1`,
    });
    expect(written()).toEqual([['updateMe', [{ version: 7, actions: [{ action: 'changeEmail', email: 'annette@example.de' }, { action: 'setFirstName', firstName: 'Annette' }] }]]]);
  });

  it('keeps a change made meanwhile elsewhere to a field the shopper did not touch', async () => {
    const { shop, written } = accountShop({ ...getMe(record({ version: 9, lastName: 'Schmidt-Weber' })), updateMe: { customer: {} } });
    expect((await outcome(() => profileAction(shop, post(PATH, form({ firstName: 'Annette' }))))).status).toBe(303);
    expect(written()).toEqual([['updateMe', [{ version: 9, actions: [{ action: 'setFirstName', firstName: 'Annette' }] }]]]);
  });

  it('refuses a field changed meanwhile elsewhere to something else as a conflict: the typed values kept, the record as it is now to save against, nothing written', async () => {
    const now = record({ version: 9, firstName: 'Anne' });
    const { shop, written } = accountShop(getMe(now));
    expect(await outcome(() => profileAction(shop, post(PATH, form({ firstName: 'Annette' }))))).toEqual({
      status: 409,
      data: {
        problem: 'conflict',
        typed: { email: 'anna@example.de', firstName: 'Annette', lastName: 'Schmidt', vatId: '123456789' },
        errors: {},
        current: { values: { email: 'anna@example.de', firstName: 'Anne', lastName: 'Schmidt', vatId: '123456789' } },
      },
    });
    expect(written()).toEqual([]);
  });

  it('tells a version conflict the backend could not resolve, with the record read again', async () => {
    let reads = 0;
    const conflict = new BackendError(409, { statusCode: 409, code: 'ConcurrentModification', message: 'Object has a different version than expected.' }, 'updateMe');
    const { shop } = accountShop({ ...signedIn, getMe: () => ({ me: { customer: record(reads++ === 0 ? {} : { firstName: 'Anne' }) } }), updateMe: conflict });
    const answer = await outcome(() => profileAction(shop, post(PATH, form({ lastName: 'Weber' }))));
    expect(answer).toMatchObject({ status: 409, data: { problem: 'conflict', typed: { lastName: 'Weber' }, current: { values: { firstName: 'Anne', lastName: 'Schmidt' } } } });
  });

  it('tells a taken e-mail on the e-mail field, with everything typed kept', async () => {
    const taken = new BackendError(400, { statusCode: 400, code: 'DuplicateField', message: 'There is already an existing customer with the provided email.' }, 'updateMe');
    const { shop } = accountShop({ ...getMe(record()), updateMe: taken });
    expect(await outcome(() => profileAction(shop, post(PATH, form({ email: 'taken@example.de', lastName: 'Weber' }))))).toEqual({
      status: 409,
      data: {
        problem: 'emailTaken',
        typed: { email: 'taken@example.de', firstName: 'Anna', lastName: 'Weber', vatId: '123456789' },
        errors: { email: { id: 'profile.error.emailTaken' } },
      },
    });
  });

  it('checks every field first (e-mail, required names, the VAT ID by domain\'s rules for the market) without calling the backend', async () => {
    const { shop, written } = accountShop(getMe(record()));
    const answer = await outcome(() => profileAction(shop, post(PATH, form({ email: 'anna@localhost', firstName: '', vatId: 'DE12-AB!' }))));
    expect(answer).toMatchObject({
      status: 422,
      data: { problem: 'fields', errors: { email: { id: 'addresses.error.email' }, firstName: { id: 'addresses.error.required' }, vatId: { id: 'addresses.error.vatNumber' } } },
    });
    expect(written()).toEqual([]);
  });

  it('stores a company\'s VAT ID as domain cleans it (no prefix, no separators), and clears it when emptied', async () => {
    const { shop, written } = accountShop({ ...getMe(record({ vatId: undefined })), updateMe: { customer: {} } });
    await outcome(() => profileAction(shop, post(PATH, form({ vatId: 'de 987 654 321' }, { email: 'anna@example.de', firstName: 'Anna', lastName: 'Schmidt', vatId: '' }))));
    const cleared = accountShop({ ...getMe(record()), updateMe: { customer: {} } });
    await outcome(() => profileAction(cleared.shop, post(PATH, form({ vatId: '' }))));
    expect([...written(), ...cleared.written()]).toEqual([
      ['updateMe', [{ version: 7, actions: [{ action: 'setVatId', vatId: '987654321' }] }]],
      ['updateMe', [{ version: 7, actions: [{ action: 'setVatId' }] }]],
    ]);
  });

  it('gives a private customer no VAT ID: a posted one is neither checked nor saved', async () => {
    const { shop, written } = accountShop({ ...getMe(record({ vatId: undefined, custom: { fields: { customerType: 'private' } } })), updateMe: { customer: {} } });
    expect((await outcome(() => profileAction(shop, post(PATH, form({ vatId: 'not a number!', lastName: 'Weber' }))))).status).toBe(303);
    expect(written()).toEqual([['updateMe', [{ version: 7, actions: [{ action: 'setLastName', lastName: 'Weber' }] }]]]);
  });

  it('sends a guest to the home page without reading or writing anything', async () => {
    const { shop, written } = accountShop({ isLoggedIn: { data: false } });
    expect(await outcome(() => profileAction(shop, post(PATH, form({ firstName: 'Eve' }))))).toEqual({ status: 302, location: '/' });
    expect(written()).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { addressSavePlan } from './address-save-plan.js';

describe('saving the checkout’s addresses to the account (spec 2 §4 "after submit")', () => {
  it('adds a new address or updates a saved one, made the default, when a signed-in shopper ticks save', () => {
    expect(addressSavePlan('billing', { signedIn: true, save: true, id: undefined })).toEqual({ write: 'add', makeDefault: true });
    expect(addressSavePlan('billing', { signedIn: true, save: true, id: 'a1' })).toEqual({ write: 'update', makeDefault: true });
    expect(addressSavePlan('shipping', { signedIn: true, save: true, id: '' })).toEqual({ write: 'add', makeDefault: true });
    expect(addressSavePlan('shipping', { signedIn: true, save: true, id: 's1' })).toEqual({ write: 'update', makeDefault: true });
  });

  it('without save, a saved billing address still becomes the default billing; shipping is left alone', () => {
    expect(addressSavePlan('billing', { signedIn: true, save: false, id: 'a1' })).toEqual({ write: null, makeDefault: true });
    expect(addressSavePlan('billing', { signedIn: true, save: false, id: undefined })).toEqual({ write: null, makeDefault: false });
    expect(addressSavePlan('shipping', { signedIn: true, save: false, id: 's1' })).toEqual({ write: null, makeDefault: false });
  });

  it('does nothing for a guest, whatever was posted', () => {
    expect(addressSavePlan('billing', { signedIn: false, save: true, id: 'a1' })).toEqual({ write: null, makeDefault: false });
    expect(addressSavePlan('shipping', { signedIn: false, save: true, id: undefined })).toEqual({ write: null, makeDefault: false });
  });
});

import { describe, expect, it } from '@jest/globals';
import { accountNavSections } from './account-nav-sections';

describe('the account navigation per market', () => {
  it('links the loyalty card only in the market that has one (SK)', () => {
    expect(accountNavSections('SK')).toContain('loyalty-card');
    for (const country of ['DE', 'FI', 'GR', 'BG', 'CZ', 'HU'] as const) expect(accountNavSections(country)).not.toContain('loyalty-card');
  });

  it("follows spec 2's menu: my profile, then my orders, then the other pages", () => {
    expect(accountNavSections('DE')).toEqual(['my-profile', 'my-orders', 'shipping-details', 'billing-details', 'my-newsletter', 'my-reviews']);
  });
});

import { describe, expect, it } from '@jest/globals';
import { SUPPORT_EXTRA_FIELDS } from './support-form.js';
import {
  SUPPORT_REASONS,
  SUPPORT_SUBREASONS,
  isSupportReason,
  isSupportSubreason,
  subreasonsOf,
  type SupportSubreason,
} from './support-reasons.js';

const SUBREASONS = Object.keys(SUPPORT_SUBREASONS) as SupportSubreason[];

describe('support reasons and subreasons (spec 2 §4; the table itself is ours)', () => {
  it('offers the reasons the brief names, plus "other"', () => {
    expect(SUPPORT_REASONS).toEqual(['order-delivery', 'product-claim', 'return', 'invoice', 'sales', 'other']);
  });

  it.each([
    ['product-claim', 'manual-not-in-language'], // the manual request pre-fill (spec 2 §4)
    ['sales', 'offer-discount-request'], // the quote pre-fill (spec 2 §4)
  ])('lists %s → %s', (reason, subreason) => {
    expect(subreasonsOf(reason)).toContain(subreason);
  });

  it.each([...SUPPORT_REASONS])('%s has at least one subreason', (reason) => {
    expect(subreasonsOf(reason).length).toBeGreaterThan(0);
  });

  it('files every subreason under exactly one reason', () => {
    expect(SUPPORT_REASONS.flatMap((reason) => subreasonsOf(reason)).sort()).toEqual([...SUBREASONS].sort());
  });

  it.each(SUBREASONS)('%s shows only extra fields, each once, and requires only shown ones', (subreason) => {
    const rule: { shows: readonly string[]; alsoRequires?: readonly string[] } = SUPPORT_SUBREASONS[subreason];
    expect(rule.shows.every((field) => (SUPPORT_EXTRA_FIELDS as readonly string[]).includes(field))).toBe(true);
    expect(new Set(rule.shows).size).toBe(rule.shows.length);
    expect((rule.alsoRequires ?? []).every((field) => rule.shows.includes(field))).toBe(true);
  });

  it('shows every extra field under some subreason', () => {
    const shown = new Set(SUBREASONS.flatMap((subreason) => SUPPORT_SUBREASONS[subreason].shows));
    expect([...shown].sort()).toEqual([...SUPPORT_EXTRA_FIELDS].sort());
  });

  it.each([
    ['sales', true],
    ['other', true],
    ['', false],
    ['Sales', false],
    ['manual-not-in-language', false],
  ])('isSupportReason(%j) is %s', (value, expected) => {
    expect(isSupportReason(value)).toBe(expected);
  });

  it.each([
    ['offer-discount-request', true],
    ['general-question', true],
    ['sales', false],
    ['', false],
    ['toString', false], // not fooled by inherited object keys
  ])('isSupportSubreason(%j) is %s', (value, expected) => {
    expect(isSupportSubreason(value)).toBe(expected);
  });

  it('offers no subreason before a reason is chosen or for an unknown reason', () => {
    expect(subreasonsOf('')).toEqual([]);
    expect(subreasonsOf('complaint')).toEqual([]);
  });
});

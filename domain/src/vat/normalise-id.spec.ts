import { describe, expect, it } from '@jest/globals';
import { COUNTRY_CODES, type CountryCode } from '../market/codes.js';
import { normaliseVatId, type VatIdRejection } from './normalise-id.js';

// One real-format number per market, typed the way shoppers copy it from invoices:
// with the prefix, spaces, dots, hyphens, lowercase (spec 2 §5: prefix stripped, clean-up).
const TYPED: ReadonlyArray<[CountryCode, string, string, string]> = [
  ['AT', 'atu 1234 5678', 'U12345678', 'ATU12345678'],
  ['BE', 'BE 0123.456.789', '0123456789', 'BE0123456789'],
  ['BG', 'BG 123456789', '123456789', 'BG123456789'],
  ['CH', 'CHE-123.456.789 MWST', '123456789', 'CHE123456789'],
  ['CZ', 'cz 12345678', '12345678', 'CZ12345678'],
  ['DE', 'DE 123 456 789', '123456789', 'DE123456789'],
  ['DK', 'DK 12 34 56 78', '12345678', 'DK12345678'],
  ['ES', 'ES X-1234567-X', 'X1234567X', 'ESX1234567X'],
  ['FI', 'FI 1234567-8', '12345678', 'FI12345678'],
  ['FR', 'fr 40 303 265 045', '40303265045', 'FR40303265045'],
  ['GB', 'GB 123 4567 89', '123456789', 'GB123456789'],
  ['GR', 'EL 123456789', '123456789', 'EL123456789'],
  ['HR', 'HR 12345678901', '12345678901', 'HR12345678901'],
  ['HU', 'HU 12345678-2-41', '12345678', 'HU12345678'],
  ['IE', 'IE 1234567wa', '1234567WA', 'IE1234567WA'],
  ['IT', 'IT 012 345 678 90', '01234567890', 'IT01234567890'],
  ['LT', 'LT 123456789012', '123456789012', 'LT123456789012'],
  ['NL', 'NL 1234.56.789.B01', '123456789B01', 'NL123456789B01'],
  ['NO', 'NO 123 456 789 MVA', '123456789', 'NO123456789'],
  ['PL', 'PL 123-456-78-90', '1234567890', 'PL1234567890'],
  ['PT', 'PT 123 456 789', '123456789', 'PT123456789'],
  ['RO', 'ro 1234567', '1234567', 'RO1234567'],
  ['SE', 'SE 1234567890 01', '123456789001', 'SE123456789001'],
  ['SI', 'SI 12345678', '12345678', 'SI12345678'],
  ['SK', 'SK 2020 1234 56', '2020123456', 'SK2020123456'],
];

const LETTER_COUNTRIES: readonly CountryCode[] = ['AT', 'ES', 'FR', 'GB', 'NL', 'IE'];

describe('VAT ID normalisation (spec 2 §5 "VAT ID input")', () => {
  it('has an example for every market', () => {
    expect(TYPED.map(([country]) => country)).toEqual([...COUNTRY_CODES]);
  });

  it.each(TYPED)('%s: "%s" → number %s, request id %s', (country, typed, number, requestId) => {
    expect(normaliseVatId(country, typed)).toEqual({ ok: true, number, requestId });
  });

  it.each(TYPED)('%s: the number without prefix gives the same result', (country, _typed, number, requestId) => {
    expect(normaliseVatId(country, number)).toEqual({ ok: true, number, requestId });
  });

  it.each(COUNTRY_CODES.map((country) => [country, LETTER_COUNTRIES.includes(country)] as const))(
    '%s: a letter inside the number is allowed → %s',
    (country, allowed) => {
      const result = normaliseVatId(country, '12A45');
      expect(result.ok).toBe(allowed);
      if (!result.ok) expect(result.reason).toBe('invalid-characters');
    },
  );

  it.each(COUNTRY_CODES.map((country) => [country, country === 'IE'] as const))(
    '%s: the special characters + and * are allowed → %s',
    (country, allowed) => {
      expect(normaliseVatId(country, '1+23456A').ok).toBe(allowed);
      expect(normaliseVatId(country, '1*23456A').ok).toBe(allowed);
    },
  );
});

describe('prefix stripping', () => {
  it.each([
    ['DE123456789'], ['de123456789'], ['De 123456789'], [' d e 123456789 '], ['DE\u00a0123\t456789'], ['123456789'],
  ])('DE: "%s" → 123456789', (typed) => {
    expect(normaliseVatId('DE', typed)).toEqual({ ok: true, number: '123456789', requestId: 'DE123456789' });
  });

  it('strips the prefix once only', () => {
    expect(normaliseVatId('DE', 'DEDE123456789')).toEqual({ ok: false, reason: 'invalid-characters' });
  });

  it('strips only the prefix of the market, not of another one', () => {
    expect(normaliseVatId('DE', 'ATU12345678')).toEqual({ ok: false, reason: 'invalid-characters' });
    expect(normaliseVatId('AT', 'DE123456789')).toEqual({ ok: true, number: 'DE123456789', requestId: 'ATDE123456789' });
  });

  it('strips the prefix only at the start', () => {
    expect(normaliseVatId('DE', '1234DE56789')).toEqual({ ok: false, reason: 'invalid-characters' });
  });

  // Reading chosen: the ISO code is stripped too where it differs from the VAT prefix.
  it.each<[CountryCode, string, string]>([
    ['GR', 'GR 123 456 789', 'EL123456789'],
    ['GR', 'el123456789', 'EL123456789'],
    ['CH', 'CH 123.456.789', 'CHE123456789'],
    ['CH', 'che123456789', 'CHE123456789'],
  ])('%s: "%s" is sent as %s', (country, typed, requestId) => {
    expect(normaliseVatId(country, typed)).toEqual({ ok: true, number: '123456789', requestId });
  });

  it('prefers the longer Swiss prefix CHE over the ISO code CH', () => {
    expect(normaliseVatId('CH', 'CHE12')).toEqual({ ok: true, number: '12', requestId: 'CHE12' });
  });
});

describe('country-specific clean-up', () => {
  it.each([['CHE-123.456.789 MWST'], ['CHE-123.456.789 TVA'], ['CHE-123.456.789 IVA'], ['che 123 456 789 mwst'], ['123456789MWST']])(
    'CH: "%s" → 123456789 (the language label is not part of the number)',
    (typed) => {
      expect(normaliseVatId('CH', typed)).toEqual({ ok: true, number: '123456789', requestId: 'CHE123456789' });
    },
  );

  it('NO: the MVA label is dropped, other letters are not', () => {
    expect(normaliseVatId('NO', '123456789MVA')).toEqual({ ok: true, number: '123456789', requestId: 'NO123456789' });
    expect(normaliseVatId('NO', '123456789MWST')).toEqual({ ok: false, reason: 'invalid-characters' });
  });

  it('labels are dropped only in their own market', () => {
    expect(normaliseVatId('DE', '123456789MVA')).toEqual({ ok: false, reason: 'invalid-characters' });
  });

  // Spec 2 §5: Hungary keeps only the first 8 characters; the cut follows separator removal.
  it.each([
    ['HU12345678'], ['12345678-2-41'], ['HU 1234 5678-2-41'], ['hu12345678241'], ['12345678999999'],
  ])('HU: "%s" → 12345678', (typed) => {
    expect(normaliseVatId('HU', typed)).toEqual({ ok: true, number: '12345678', requestId: 'HU12345678' });
  });

  it('HU: a shorter number is kept as is, a letter in the first 8 is still rejected', () => {
    expect(normaliseVatId('HU', '1234567')).toEqual({ ok: true, number: '1234567', requestId: 'HU1234567' });
    expect(normaliseVatId('HU', '1234567X-2-41')).toEqual({ ok: false, reason: 'invalid-characters' });
  });

  it('other markets keep the whole number', () => {
    expect(normaliseVatId('DE', '12345678901234')).toEqual({ ok: true, number: '12345678901234', requestId: 'DE12345678901234' });
  });
});

describe('rejections', () => {
  it.each<[string | null | undefined]>([[''], ['   '], [null], [undefined], [' - . ']])('%p is empty', (typed) => {
    expect(normaliseVatId('SK', typed)).toEqual({ ok: false, reason: 'empty' });
  });

  // Spec 2 §5: minimum length 2, read as after clean-up.
  it.each<[CountryCode, string, VatIdRejection]>([
    ['SK', 'SK', 'too-short'],
    ['SK', 'sk 1', 'too-short'],
    ['SK', '1', 'too-short'],
    ['SK', '?', 'too-short'], // length is checked before characters
    ['CH', 'CHE- MWST', 'too-short'],
    ['GR', 'EL', 'too-short'],
    ['NO', 'MVA', 'too-short'],
  ])('%s: "%s" → %s', (country, typed, reason) => {
    expect(normaliseVatId(country, typed)).toEqual({ ok: false, reason });
  });

  it('accepts exactly 2 characters after clean-up', () => {
    expect(normaliseVatId('SK', 'SK 12')).toEqual({ ok: true, number: '12', requestId: 'SK12' });
  });

  it.each<[CountryCode, string]>([
    ['DE', '123456789/1'],
    ['DE', '123,456,789'],
    ['AT', 'ATÜ12345678'],
    ['AT', 'U1234ß'], // would become "U1234SS" with a locale-aware uppercase
    ['NL', '123456789bı1'], // dotless i would become "I"
    ['IE', '1#23456A'],
  ])('%s: "%s" has invalid characters', (country, typed) => {
    expect(normaliseVatId(country, typed)).toEqual({ ok: false, reason: 'invalid-characters' });
  });
});

import { describe, expect, it } from '@jest/globals';
import { brandOf, cardNumberState, cvcState, expiryDigits, expiryState, formatCardNumber, formatExpiry, passesLuhn } from './frame/card-rules.js';

// The checks the fake secured fields make in the browser (frame/card-rules.js), on Adyen's test cards.
describe('fake secured fields: card rules', () => {
  it('knows visa by 4, mastercard by 51-55 and 2221-2720, amex by 34 and 37, and no other brand', () => {
    expect(brandOf('4111').brand).toBe('visa');
    expect(brandOf('5100').brand).toBe('mc');
    expect(brandOf('5599').brand).toBe('mc');
    expect(brandOf('5000').brand).toBe('card');
    expect(brandOf('5600').brand).toBe('card');
    expect(brandOf('2220').brand).toBe('card');
    expect(brandOf('2221').brand).toBe('mc');
    expect(brandOf('2720').brand).toBe('mc');
    expect(brandOf('2721').brand).toBe('card');
    expect(brandOf('3400').brand).toBe('amex');
    expect(brandOf('3700').brand).toBe('amex');
    expect(brandOf('3500').brand).toBe('card');
    expect(brandOf('6011').brand).toBe('card');
  });

  it('passes the Luhn check for test cards and fails it for a changed digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('370000000000002')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('calls a number valid only at its brand length and with a good check digit', () => {
    expect(cardNumberState('411111111111111')).toBe('incomplete');
    expect(cardNumberState('4111111111111111')).toBe('valid');
    expect(cardNumberState('4111111111111112')).toBe('luhn');
    expect(cardNumberState('370000000000002')).toBe('valid');
    expect(cardNumberState('6011111111111117')).toBe('incomplete');
    expect(cardNumberState('6011111111111111117')).toBe('unsupported');
    expect(cardNumberState('4111111111111112', { enableLuhnCheck: false })).toBe('valid');
  });

  it('formats the number as printed on the card and the expiry as MM/YY', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('370000000000002')).toBe('3700 000000 00002');
    expect(formatExpiry(expiryDigits('03/30'))).toBe('03/30');
    expect(formatExpiry(expiryDigits('3'))).toBe('03');
    expect(formatExpiry(expiryDigits('0330'))).toBe('03/30');
  });

  it('accepts an expiry date until the end of its month and up to 30 years ahead', () => {
    const now = new Date(2026, 10, 28); // 28 November 2026
    expect(expiryState('1126', now)).toBe('valid');
    expect(expiryState('1026', now)).toBe('expired');
    expect(expiryState('0330', now)).toBe('valid');
    expect(expiryState('1356', now)).toBe('invalid');
    expect(expiryState('1156', now)).toBe('valid');
    expect(expiryState('1256', now)).toBe('too-far');
    expect(expiryState('033', now)).toBe('incomplete');
    expect(expiryState('0127', now, '02/27')).toBe('too-soon');
  });

  it('wants four security-code digits for amex and three for the others', () => {
    expect(cvcState('737', 'visa')).toBe('valid');
    expect(cvcState('737', 'amex')).toBe('incomplete');
    expect(cvcState('7373', 'amex')).toBe('valid');
    expect(cvcState('73', 'mc')).toBe('incomplete');
  });
});

/** Adyen's unencrypted test values in secured-fields data: `test_<digits>` (e.g. "test_4111111111111111"). */
export function testCardNumber(encryptedCardNumber: unknown): string | undefined {
  if (typeof encryptedCardNumber !== 'string') return undefined;
  const match = /^test_(\d{12,19})$/.exec(encryptedCardNumber);
  return match?.[1] !== undefined && luhnValid(match[1]) ? match[1] : undefined;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand Adyen names in notifications (paymentMethod) for a card number. */
export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5018|5020|5038|6304|67)/.test(number)) return 'maestro';
  return 'scheme';
}

/** Adyen's 3-D Secure 2 test card: the issuer challenges the shopper. */
export const CHALLENGE_CARD = '4917610000000000';
/** The password Adyen's test issuer (ACS) asks for in a challenge. */
export const CHALLENGE_PASSWORD = 'password';

const testValue = (value: unknown): string | undefined =>
  typeof value === 'string' ? /^test_(\d+)$/.exec(value)?.[1] : undefined;

/** "authCode:last4:MM/YYYY", the reason Adyen gives in a card's AUTHORISATION notification. */
export function authorisationReason(number: string, month: unknown, year: unknown): string {
  return `${String(100000 + (Number(number.slice(-6)) % 900000))}:${number.slice(-4)}:${testValue(month) ?? '03'}/${testValue(year) ?? '2030'}`;
}

// Types of card-rules.js, which the fake serves to the browser as it is and its /binLookup uses.
export interface Brand {
  brand: string;
  lengths: number[];
  cvcLength: number;
  cvcText: string;
}
export function brandOf(digits: string): Brand;
export function brandByName(brand: string): Brand;
export function passesLuhn(digits: string): boolean;
export function cardNumberState(
  digits: string,
  lookup?: { enableLuhnCheck?: boolean; panLength?: number },
): 'incomplete' | 'luhn' | 'unsupported' | 'valid';
export function maxCardDigits(digits: string): number;
export function formatCardNumber(digits: string): string;
export function expiryDigits(typed: string): string;
export function formatExpiry(digits: string): string;
export function expiryState(
  mmyy: string,
  now: Date,
  minimum?: string | null,
): 'incomplete' | 'invalid' | 'expired' | 'too-far' | 'too-soon' | 'valid';
export function cvcState(digits: string, brand: string): 'incomplete' | 'valid';

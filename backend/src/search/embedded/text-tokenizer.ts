import type { Tokenizer } from '@orama/orama';

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * Lower case without diacritics ("Konvekční" → "konvekcni", "Φούρνος" → "φουρνος"), so a shopper
 * typing without accents still finds the product, as the hosted search does.
 */
export const foldText = (text: string): string => text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();

/** The words of a text, folded; letters and digits of every script count, the rest separates. */
export const words = (text: string): string[] => foldText(text).split(WORD_SEPARATORS).filter(Boolean);

/**
 * One tokenizer for all 21 languages. Orama's built-in ones split on per-language character
 * lists that have no entry for Slovak, Polish or Croatian and cut words at their letters (ł, ő);
 * Unicode classes fit every shop language.
 */
export function createTextTokenizer(): Tokenizer {
  return {
    language: 'multilingual',
    normalizationCache: new Map(),
    tokenize: (raw: string) => (typeof raw === 'string' ? [...new Set(words(raw))] : [raw]),
  };
}

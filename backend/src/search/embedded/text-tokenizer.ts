import type { Tokenizer } from '@orama/orama';

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * Letters with a stroke or ligatures that Unicode does not decompose into a base letter and a
 * mark, written as a shopper without the key types them: Danish "støvsuger" as "stovsuger",
 * Polish "stołowa" as "stolowa", Croatian "leđni" as "ledni", German "Fuß" as "fuss".
 */
const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o', ł: 'l', đ: 'd', ð: 'd', ħ: 'h', ı: 'i', ŧ: 't', æ: 'ae', œ: 'oe', ß: 'ss', þ: 'th',
};
const UNDECOMPOSED = new RegExp(`[${Object.keys(UNDECOMPOSED_LETTERS).join('')}]`, 'gu');

/**
 * Lower case without diacritics ("Konvekční" → "konvekcni", "Φούρνος" → "φουρνος", "Młynek" →
 * "mlynek"), so a shopper typing without accents still finds the product, as the hosted search
 * does. Applied to the catalogue and to the query alike, so a missing accent is not a typo.
 */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(UNDECOMPOSED, (letter) => UNDECOMPOSED_LETTERS[letter]!);

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

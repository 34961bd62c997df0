import type { LanguageCode } from '@shop/domain';

/*
 * Why not a slugify package: the backend should not grow a runtime dependency for seed data, and
 * the popular ones transliterate per character without knowing the language (German ü must become
 * "ue", Hungarian ü "u"). The shop has 21 known languages, so a small table covers them all:
 *  1. language-specific letters (German umlauts, Danish/Norwegian æ ø å);
 *  2. letters with no decomposition (ß, ł, đ, æ, ø, œ…);
 *  3. Bulgarian Cyrillic by the official Bulgarian Streamlined System (щ → sht, ъ → a), applied
 *     before Unicode decomposition because NFD would split й into и + breve;
 *  4. NFD, then every combining mark is dropped (é → e, č → c, ő → o, ș → s, ά → α);
 *  5. Greek by ELOT 743 simplified: the digraphs ου/αυ/ευ and γγ/γκ/γξ/γχ, then one Latin spelling
 *     per letter (αυ/ευ are always av/ev, μπ stays mp: the full standard's context rules are left out);
 *  6. anything else that is not a-z or 0-9 becomes a single hyphen.
 */

const LANGUAGE_LETTERS: Partial<Record<LanguageCode, Readonly<Record<string, string>>>> = {
  de: { ä: 'ae', ö: 'oe', ü: 'ue' },
  da: { æ: 'ae', ø: 'oe', å: 'aa' },
  nb: { æ: 'ae', ø: 'oe', å: 'aa' },
};

const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', æ: 'ae', ø: 'o', œ: 'oe', ı: 'i', ŀ: 'l',
};

const CYRILLIC: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'sht', ъ: 'a', ь: 'y', ю: 'yu', я: 'ya', ё: 'yo', ы: 'y', э: 'e', ѝ: 'i',
};

const GREEK_DIGRAPHS: readonly (readonly [string, string])[] = [
  ['ου', 'ou'], ['αυ', 'av'], ['ευ', 'ev'], ['γγ', 'ng'], ['γκ', 'gk'], ['γξ', 'nx'], ['γχ', 'nch'],
];

const GREEK: Readonly<Record<string, string>> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps',
  ω: 'o',
};

const mapLetters = (text: string, table: Readonly<Record<string, string>>): string =>
  Array.from(text, (letter) => table[letter] ?? letter).join('');

/** ASCII transliteration of a text in one of the shop's languages, case and punctuation kept. */
export function transliterate(text: string, language: LanguageCode): string {
  let result = text.toLowerCase();
  const own = LANGUAGE_LETTERS[language];
  if (own) result = mapLetters(result, own);
  result = mapLetters(result, SPECIAL_LETTERS);
  result = mapLetters(result, CYRILLIC);
  result = result.normalize('NFD').replace(/\p{M}/gu, '');
  for (const [digraph, latin] of GREEK_DIGRAPHS) result = result.replaceAll(digraph, latin);
  return mapLetters(result, GREEK);
}

/** Longest slug before a product's SKU suffix; commercetools allows 256, URLs read better short. */
export const MAX_SLUG_LENGTH = 80;

/**
 * 'Stolná vŕtačka 750 W' → 'stolna-vrtacka-750-w'; 'Бормашина' (bg) → 'bormashina';
 * 'Δράπανο' (el) → 'drapano'. Cut at a hyphen so no word is halved, never longer than maxLength.
 */
export function slugify(text: string, language: LanguageCode, maxLength = MAX_SLUG_LENGTH): string {
  const slug = transliterate(text, language).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, maxLength)).replace(/-+$/, '');
}

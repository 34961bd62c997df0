export const NO_BREAK = '\u00A0';

// What may follow a number as its unit: a sign (percent, degree, currency, the × of a dimension)
// or a short word of at most four letters, maybe with ² or ³ and an abbreviation's dot ('mm', 'kW',
// 'Stk.', 'εκ.', 'κιλά', 'кг'), standing alone (not the start of a longer word such as 'Bewertungen').
const UNIT = String.raw`(?:[%‰°€£$×]|\p{L}{1,4}[²³]?\.?(?=$|[\s,.;:!?)\]/–-]))`;
const AFTER_NUMBER = new RegExp(String.raw`(?<=\d)[ \t]+(?=${UNIT})`, 'gu');
// '162 × 83 × 163 cm': the second factor stays with its ×.
const AFTER_TIMES = /(?<=×)[ \t]+(?=\d)/gu;
export const UNIT_AT_START = new RegExp(String.raw`^[ \t]+(?=${UNIT})`, 'u');

/**
 * The text with a no-break space between each number and its unit ('190 mm', '7 kW', '19 %',
 * '3 Stk.', '162 × 83 × 163 cm'), so that no line ever ends between them. The one rule for every
 * place where the storefront writes a value with a unit: product texts from the backend and search,
 * Intl's unit formats and the messages (message-quantities.server.ts).
 */
export const keepQuantitiesTogether = (text: string): string => text.replace(AFTER_NUMBER, NO_BREAK).replace(AFTER_TIMES, NO_BREAK);


/**
 * Letters Eircode uses (0-9 plus A C D E F H K N P R T V W X Y): the ones that cannot be confused
 * with digits or each other. The brief says "routing key letter"; we read the routing key letter
 * as coming from the same set, which every issued routing key does (A41, C15, D01…, Y35).
 */
const EIRCODE_LETTER = '[AC-FHKNPRTV-Y]';

/**
 * Irish Eircode: a routing key (letter + 2 digits, or the Dublin 6W exception D6W), one optional
 * space, then a 4-character unique identifier from the Eircode character set. Case-insensitive
 * for the same reason as UK postcodes; `i` without `u` so no Unicode case folding sneaks in.
 */
export const EIRCODE_PATTERN = new RegExp(
  `^(?:${EIRCODE_LETTER}[0-9]{2}|D6W) ?(?:[0-9]|${EIRCODE_LETTER}){4}$`,
  'i',
);

import type { LanguageCode } from '@shop/domain';
import type { Localized } from './vocabulary/vocabulary-types.js';

/*
 * The vocabulary writes a kind's unit once ('W', 'mm', 'pcs'). SI symbols read the same in every
 * language, but a count of pieces does not ("60 pcs" is English); those units are written per
 * language here. Anything not listed is printed as the vocabulary writes it.
 */
const LOCALIZED_UNITS: Readonly<Record<string, Localized>> = {
  pcs: {
    sk: 'ks', en: 'pcs', de: 'Stk.', pt: 'peças', it: 'pz.', fr: 'pièces', hu: 'db', cs: 'ks', nb: 'stk.',
    nl: 'st.', da: 'stk.', sv: 'st.', es: 'uds.', fi: 'kpl', pl: 'szt.', ro: 'buc.', lt: 'vnt.', sl: 'kos',
    bg: 'бр.', el: 'τεμ.', hr: 'kom',
  },
};

export const unitIn = (unit: string, language: LanguageCode): string => LOCALIZED_UNITS[unit]?.[language] ?? unit;

import type { Localized } from './vocabulary/vocabulary-types.js';

/** The title of the COD fee line (spec 2 §3: "COD adds a fee line, title from store custom field"). */
export const COD_FEE_TITLE: Localized = {
  sk: 'Poplatok za dobierku', en: 'Cash on delivery fee', de: 'Nachnahmegebühr',
  pt: 'Taxa de pagamento à cobrança', it: 'Supplemento contrassegno', fr: 'Frais de contre-remboursement',
  hu: 'Utánvét díja', cs: 'Poplatek za dobírku', nb: 'Oppkravsgebyr', nl: 'Rembourskosten',
  da: 'Efterkravsgebyr', sv: 'Postförskottsavgift', es: 'Recargo por contra reembolso',
  fi: 'Postiennakkomaksu', pl: 'Opłata za pobranie', ro: 'Taxă ramburs',
  lt: 'Išperkamosios siuntos mokestis', sl: 'Provizija za plačilo po povzetju', bg: 'Такса за наложен платеж',
  el: 'Χρέωση αντικαταβολής', hr: 'Naknada za plaćanje pouzećem',
};

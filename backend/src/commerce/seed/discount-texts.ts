import type { Localized } from './vocabulary/vocabulary-types.js';

/** Names shoppers see on discounted lines and applied codes; numbers are added where used. */
export const VOLUME_DISCOUNT_LABEL: Localized = {
  sk: 'Množstevná zľava', en: 'Volume discount', de: 'Mengenrabatt', pt: 'Desconto de quantidade',
  it: 'Sconto quantità', fr: 'Remise sur quantité', hu: 'Mennyiségi kedvezmény', cs: 'Množstevní sleva',
  nb: 'Kvantumsrabatt', nl: 'Staffelkorting', da: 'Mængderabat', sv: 'Mängdrabatt',
  es: 'Descuento por volumen', fi: 'Määräalennus', pl: 'Rabat ilościowy', ro: 'Reducere de cantitate',
  lt: 'Kiekio nuolaida', sl: 'Količinski popust', bg: 'Отстъпка за количество', el: 'Έκπτωση ποσότητας',
  hr: 'Količinski popust',
};

export const WELCOME_DISCOUNT_LABEL: Localized = {
  sk: 'Uvítacia zľava', en: 'Welcome discount', de: 'Willkommensrabatt', pt: 'Desconto de boas-vindas',
  it: 'Sconto di benvenuto', fr: 'Remise de bienvenue', hu: 'Üdvözlő kedvezmény', cs: 'Uvítací sleva',
  nb: 'Velkomstrabatt', nl: 'Welkomstkorting', da: 'Velkomstrabat', sv: 'Välkomstrabatt',
  es: 'Descuento de bienvenida', fi: 'Tervetuliaisalennus', pl: 'Rabat powitalny', ro: 'Reducere de bun venit',
  lt: 'Sveikinimo nuolaida', sl: 'Dobrodošli popust', bg: 'Отстъпка за добре дошли', el: 'Έκπτωση καλωσορίσματος',
  hr: 'Popust dobrodošlice',
};

export const SUMMER_SALE_LABEL: Localized = {
  sk: 'Letný výpredaj', en: 'Summer sale', de: 'Sommeraktion', pt: 'Saldos de verão',
  it: 'Saldi estivi', fr: "Soldes d'été", hu: 'Nyári akció', cs: 'Letní výprodej',
  nb: 'Sommersalg', nl: 'Zomeractie', da: 'Sommerudsalg', sv: 'Sommarrea',
  es: 'Rebajas de verano', fi: 'Kesäale', pl: 'Letnia wyprzedaż', ro: 'Reduceri de vară',
  lt: 'Vasaros išpardavimas', sl: 'Poletna razprodaja', bg: 'Лятна разпродажба', el: 'Καλοκαιρινές εκπτώσεις',
  hr: 'Ljetno sniženje',
};

export const LARGE_ORDER_LABEL: Localized = {
  sk: 'Zľava na veľký nákup', en: 'Discount on large orders', de: 'Rabatt für Großbestellungen',
  pt: 'Desconto para encomendas grandes', it: 'Sconto sui grandi ordini', fr: 'Remise sur les grosses commandes',
  hu: 'Kedvezmény nagy rendelésekre', cs: 'Sleva na velký nákup', nb: 'Rabatt på store bestillinger',
  nl: 'Korting op grote bestellingen', da: 'Rabat på store ordrer', sv: 'Rabatt på stora beställningar',
  es: 'Descuento en pedidos grandes', fi: 'Alennus suurista tilauksista', pl: 'Rabat na duże zamówienia',
  ro: 'Reducere la comenzi mari', lt: 'Nuolaida dideliems užsakymams', sl: 'Popust za velika naročila',
  bg: 'Отстъпка за големи поръчки', el: 'Έκπτωση σε μεγάλες παραγγελίες', hr: 'Popust na velike narudžbe',
};

/** Product discounts (on-sale items). */
export const SALE_LABEL: Localized = {
  sk: 'Akcia', en: 'Sale', de: 'Angebot', pt: 'Promoção', it: 'Offerta', fr: 'Promotion', hu: 'Akció',
  cs: 'Akce', nb: 'Tilbud', nl: 'Aanbieding', da: 'Tilbud', sv: 'Rea', es: 'Oferta', fi: 'Tarjous',
  pl: 'Promocja', ro: 'Promoție', lt: 'Akcija', sl: 'Akcija', bg: 'Промоция', el: 'Προσφορά', hr: 'Akcija',
};

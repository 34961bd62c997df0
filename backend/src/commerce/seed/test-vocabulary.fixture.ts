import { LANGUAGE_CODES, type LanguageCode } from '@shop/domain';
import type { SeedVocabulary } from './seed-data.js';
import type { Localized, ProductKind } from './vocabulary/vocabulary-types.js';

// A small vocabulary for the generator's unit tests: one department, two level-2 categories,
// three leaves, five kinds. Some texts are real (to exercise transliteration), the rest are
// marked copies; the real vocabulary's spec checks naturalness.

const text = (given: Partial<Record<LanguageCode, string>> & { en: string }): Localized =>
  Object.fromEntries(LANGUAGE_CODES.map((l) => [l, given[l] ?? `${given.en} ${l.toUpperCase()}`])) as Record<LanguageCode, string>;

const POWER = text({ en: 'Power', de: 'Leistung', sk: 'Výkon', bg: 'Мощност', el: 'Ισχύς' });

const kind = (key: string, name: Localized, extra: Partial<ProductKind> = {}): ProductKind => ({
  key,
  name,
  basePriceEurCents: 34900,
  freight: false,
  spec: { unit: 'W', values: [450, 600, 750, 1100], label: POWER },
  ...extra,
});

export const TEST_VOCABULARY: SeedVocabulary = {
  departments: [
    {
      key: 'fixture',
      name: text({ en: 'Workshop tools', de: 'Werkstatt & Werkzeug', sk: 'Dielenské náradie', bg: 'Инструменти', el: 'Εργαλεία συνεργείου', da: 'Værktøj' }),
      children: [
        {
          key: 'fixture-power-tools',
          // Same as the leaf's name in English: the slug must be disambiguated.
          name: text({ en: 'Drills', de: 'Elektrowerkzeuge', el: 'Ηλεκτρικά εργαλεία' }),
          children: [
            {
              key: 'fixture-power-tools-drills',
              name: text({ en: 'Drills', de: 'Bohrmaschinen', sk: 'Vŕtačky', bg: 'Бормашини', el: 'Δράπανα' }),
              productKinds: [
                kind('fixture-bench-drill', text({
                  en: 'Bench drill', de: 'Tischbohrmaschine', sk: 'Stĺpová vŕtačka', bg: 'Настолна бормашина',
                  el: 'Δράπανο κολόνας', pl: 'Wiertarka stołowa', hu: 'Asztali fúrógép', ro: 'Mașină de găurit cu coloană',
                })),
                kind('fixture-column-drill', text({ en: 'Column drill', de: 'Säulenbohrmaschine' }), {
                  basePriceEurCents: 89000, freight: true, spec: { unit: 'W', values: [750, 1100, 1500], label: POWER },
                }),
              ],
            },
            {
              key: 'fixture-power-tools-saws',
              name: text({ en: 'Saws', de: 'Sägen', nb: 'Sager' }),
              productKinds: [
                kind('fixture-table-saw', text({ en: 'Table saw', de: 'Tischkreissäge' }), {
                  basePriceEurCents: 129000, freight: true,
                  spec: { unit: 'mm', values: [250, 315], label: text({ en: 'Blade diameter' }) },
                }),
              ],
            },
          ],
        },
        {
          key: 'fixture-supplies',
          name: text({ en: 'Supplies', de: 'Verbrauchsmaterial' }),
          children: [
            {
              key: 'fixture-supplies-abrasives',
              name: text({ en: 'Abrasives', de: 'Schleifmittel' }),
              productKinds: [
                kind('fixture-sanding-discs', text({ en: 'Sanding discs', de: 'Schleifscheiben' }), {
                  basePriceEurCents: 1990, volumeDiscountGroup: 'consumables',
                  spec: { unit: 'pcs', values: [10, 25, 50], label: text({ en: 'Pieces' }) },
                }),
                kind('fixture-parts-washer', text({ en: 'Parts washer', de: 'Teilewaschgerät' }), {
                  basePriceEurCents: 45900, spec: { unit: 'l', values: [2.5, 40, 80, 100, 150], label: text({ en: 'Capacity' }) },
                }),
              ],
            },
          ],
        },
      ],
    },
  ],
  brands: [
    { key: 'proline', name: 'Proline', own: true },
    { key: 'kraftwerk', name: 'Kraftwerk', own: true },
    { key: 'steelmax', name: 'SteelMax', own: false },
  ],
  templates: {
    short: text({ en: 'The {brand} {model} {kind} with {spec}.', de: '{kind} {brand} {model} mit {spec}.' }),
    long: text({
      en: '{kind} {brand} {model} for professional use. Its {spec} make light work of daily jobs.',
      de: 'Die {kind} {brand} {model} für den Profi-Einsatz. Mit {spec} für jeden Tag.',
    }),
    bware: text({ en: 'B-ware', de: 'B-Ware' }),
    set: text({ en: 'Set', de: 'Set' }),
    accessoryFor: text({ en: 'Accessory for', de: 'Zubehör für' }),
    extraGuarantee: text({ en: 'Extra guarantee', de: 'Garantieverlängerung' }),
  },
};

import type { Localized } from './vocabulary/vocabulary-types.js';

/** Opens the list of models an accessory fits. */
export const ACCESSORY_FITS: Localized = {
  sk: 'Vhodné pre modely:', en: 'Suitable for models:', de: 'Passend für die Modelle:', pt: 'Compatível com os modelos:',
  it: 'Compatibile con i modelli:', fr: 'Compatible avec les modèles :', hu: 'Kompatibilis modellek:', cs: 'Vhodné pro modely:',
  nb: 'Passer til modellene:', nl: 'Geschikt voor de modellen:', da: 'Passer til modellerne:', sv: 'Passar modellerna:',
  es: 'Compatible con los modelos:', fi: 'Sopii malleihin:', pl: 'Pasuje do modeli:', ro: 'Compatibil cu modelele:',
  lt: 'Tinka modeliams:', sl: 'Primerno za modele:', bg: 'Подходящ за моделите:', el: 'Κατάλληλο για τα μοντέλα:',
  hr: 'Prikladno za modele:',
};

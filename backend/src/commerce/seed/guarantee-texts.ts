import type { Localized } from './vocabulary/vocabulary-types.js';

/** What each extra guarantee adds, in the languages' own plural forms (hence written out). */
export const GUARANTEE_EXTENSION: readonly [Localized, Localized, Localized] = [
  {
    sk: '+1 rok', en: '+1 year', de: '+1 Jahr', pt: '+1 ano', it: '+1 anno', fr: '+1 an', hu: '+1 év',
    cs: '+1 rok', nb: '+1 år', nl: '+1 jaar', da: '+1 år', sv: '+1 år', es: '+1 año', fi: '+1 vuosi',
    pl: '+1 rok', ro: '+1 an', lt: '+1 metai', sl: '+1 leto', bg: '+1 година', el: '+1 έτος', hr: '+1 godina',
  },
  {
    sk: '+2 roky', en: '+2 years', de: '+2 Jahre', pt: '+2 anos', it: '+2 anni', fr: '+2 ans', hu: '+2 év',
    cs: '+2 roky', nb: '+2 år', nl: '+2 jaar', da: '+2 år', sv: '+2 år', es: '+2 años', fi: '+2 vuotta',
    pl: '+2 lata', ro: '+2 ani', lt: '+2 metai', sl: '+2 leti', bg: '+2 години', el: '+2 έτη', hr: '+2 godine',
  },
  {
    sk: '+3 roky', en: '+3 years', de: '+3 Jahre', pt: '+3 anos', it: '+3 anni', fr: '+3 ans', hu: '+3 év',
    cs: '+3 roky', nb: '+3 år', nl: '+3 jaar', da: '+3 år', sv: '+3 år', es: '+3 años', fi: '+3 vuotta',
    pl: '+3 lata', ro: '+3 ani', lt: '+3 metai', sl: '+3 leta', bg: '+3 години', el: '+3 έτη', hr: '+3 godine',
  },
];

export const ACCIDENTAL_DAMAGE: Localized = {
  sk: 'Poistenie proti náhodnému poškodeniu', en: 'Accidental damage cover', de: 'Schutz bei Unfallschäden',
  pt: 'Proteção contra danos acidentais', it: 'Protezione danni accidentali', fr: 'Protection dommages accidentels',
  hu: 'Véletlen károk elleni védelem', cs: 'Pojištění proti náhodnému poškození', nb: 'Forsikring mot uhell',
  nl: 'Dekking bij onopzettelijke schade', da: 'Dækning af hændelige skader', sv: 'Skydd mot olyckshändelser',
  es: 'Protección contra daños accidentales', fi: 'Vahinkoturva', pl: 'Ochrona od przypadkowych uszkodzeń',
  ro: 'Protecție la daune accidentale', lt: 'Apsauga nuo atsitiktinių pažeidimų',
  sl: 'Zaščita pred nenamernimi poškodbami', bg: 'Защита от случайни повреди', el: 'Κάλυψη τυχαίας ζημιάς',
  hr: 'Zaštita od slučajnih oštećenja',
};

export const EXTENSION_DESCRIPTION: Localized = {
  sk: 'Predĺži záruku výrobcu: oprava alebo výmena bez ďalších nákladov.',
  en: "Extends the manufacturer's warranty: repair or replacement at no extra cost.",
  de: 'Verlängert die Herstellergarantie: Reparatur oder Austausch ohne zusätzliche Kosten.',
  pt: 'Prolonga a garantia do fabricante: reparação ou substituição sem custos adicionais.',
  it: 'Estende la garanzia del produttore: riparazione o sostituzione senza costi aggiuntivi.',
  fr: 'Prolonge la garantie du fabricant : réparation ou remplacement sans frais supplémentaires.',
  hu: 'Meghosszabbítja a gyártói garanciát: javítás vagy csere további költség nélkül.',
  cs: 'Prodlouží záruku výrobce: oprava nebo výměna bez dalších nákladů.',
  nb: 'Forlenger produsentens garanti: reparasjon eller bytte uten ekstra kostnad.',
  nl: 'Verlengt de fabrieksgarantie: reparatie of vervanging zonder extra kosten.',
  da: 'Forlænger producentens garanti: reparation eller ombytning uden ekstra omkostninger.',
  sv: 'Förlänger tillverkarens garanti: reparation eller utbyte utan extra kostnad.',
  es: 'Amplía la garantía del fabricante: reparación o sustitución sin coste adicional.',
  fi: 'Pidentää valmistajan takuuta: korjaus tai vaihto ilman lisäkustannuksia.',
  pl: 'Przedłuża gwarancję producenta: naprawa lub wymiana bez dodatkowych kosztów.',
  ro: 'Prelungește garanția producătorului: reparație sau înlocuire fără costuri suplimentare.',
  lt: 'Pratęsia gamintojo garantiją: remontas arba pakeitimas be papildomų išlaidų.',
  sl: 'Podaljša garancijo proizvajalca: popravilo ali zamenjava brez dodatnih stroškov.',
  bg: 'Удължава гаранцията на производителя: ремонт или замяна без допълнителни разходи.',
  el: 'Επεκτείνει την εγγύηση του κατασκευαστή: επισκευή ή αντικατάσταση χωρίς επιπλέον κόστος.',
  hr: 'Produljuje jamstvo proizvođača: popravak ili zamjena bez dodatnih troškova.',
};

export const ACCIDENTAL_DESCRIPTION: Localized = {
  sk: 'Kryje náhodné poškodenie, napríklad pád, náraz alebo poliatie tekutinou.',
  en: 'Covers accidental damage such as drops, knocks or spilled liquids.',
  de: 'Deckt Unfallschäden wie Sturz, Stoß oder verschüttete Flüssigkeiten ab.',
  pt: 'Cobre danos acidentais como quedas, pancadas ou líquidos derramados.',
  it: 'Copre i danni accidentali come cadute, urti o liquidi versati.',
  fr: 'Couvre les dommages accidentels comme les chutes, les chocs ou les liquides renversés.',
  hu: 'Fedezi a véletlen károkat, például leejtést, ütődést vagy kiömlött folyadékot.',
  cs: 'Kryje náhodné poškození, například pád, náraz nebo polití tekutinou.',
  nb: 'Dekker uhell som fall, støt eller søl av væske.',
  nl: 'Dekt onopzettelijke schade zoals vallen, stoten of gemorste vloeistof.',
  da: 'Dækker hændelige skader som fald, stød eller spildt væske.',
  sv: 'Täcker olyckshändelser som fall, stötar eller spillda vätskor.',
  es: 'Cubre daños accidentales como caídas, golpes o líquidos derramados.',
  fi: 'Kattaa äkilliset vahingot, kuten putoamiset, kolhut ja nesteen kaatumisen.',
  pl: 'Obejmuje przypadkowe uszkodzenia, takie jak upadek, uderzenie lub zalanie płynem.',
  ro: 'Acoperă daunele accidentale, cum ar fi căderi, lovituri sau lichide vărsate.',
  lt: 'Apima atsitiktinius pažeidimus, pavyzdžiui, nukritimą, smūgį ar išsiliejusį skystį.',
  sl: 'Krije nenamerne poškodbe, kot so padec, udarec ali polita tekočina.',
  bg: 'Покрива случайни повреди като изпускане, удар или разлята течност.',
  el: 'Καλύπτει τυχαίες ζημιές, όπως πτώσεις, χτυπήματα ή χυμένα υγρά.',
  hr: 'Pokriva slučajna oštećenja poput pada, udarca ili prolivene tekućine.',
};

import { describe, expect, it } from '@jest/globals';
import { slugify, transliterate } from './slugify.js';

describe('slugify', () => {
  it.each([
    ['sk', 'Stĺpová vŕtačka 750 W', 'stlpova-vrtacka-750-w'],
    ['cs', 'Příslušenství – řezací kotouč', 'prislusenstvi-rezaci-kotouc'],
    ['de', 'Tischkreissäge für Profis, groß', 'tischkreissaege-fuer-profis-gross'],
    ['hu', 'Asztali fúrógép, hűtő és ütvefúró', 'asztali-furogep-huto-es-utvefuro'],
    ['pl', 'Wiertarka stołowa źródło żółć', 'wiertarka-stolowa-zrodlo-zolc'],
    ['ro', 'Mașină de găurit cu coloană (ţ ş)', 'masina-de-gaurit-cu-coloana-t-s'],
    ['lt', 'Stalinės gręžimo staklės', 'stalines-grezimo-stakles'],
    ['hr', 'Đurđina bušilica', 'durdina-busilica'],
    ['da', 'Søjleboremaskine på Æblevej', 'soejleboremaskine-paa-aeblevej'],
    ['nb', 'Søyleboremaskin', 'soeyleboremaskin'],
    ['sv', 'Pelarborrmaskin för verkstäder', 'pelarborrmaskin-for-verkstader'],
    ['fi', 'Pöytäporakone', 'poytaporakone'],
    ['fr', "Perceuse à colonne d'atelier – cœur", 'perceuse-a-colonne-d-atelier-coeur'],
    ['es', 'Taladro de columna pequeño', 'taladro-de-columna-pequeno'],
    ['pt', 'Engenho de furar de bancada à prova', 'engenho-de-furar-de-bancada-a-prova'],
    ['bg', 'Настолна бормашина с щипка и йота', 'nastolna-bormashina-s-shtipka-i-yota'],
    ['bg', 'Ъгъл, юмрук, ябълка, цвят, жица', 'agal-yumruk-yabalka-tsvyat-zhitsa'],
    ['el', 'Δράπανο κολόνας', 'drapano-kolonas'],
    ['el', 'Αυτόματο ψυγείο ουράς, ευρύ χώρο', 'avtomato-psygeio-ouras-evry-choro'],
    ['el', 'Εξοπλισμός επαγγελματικής κουζίνας', 'exoplismos-epangelmatikis-kouzinas'],
  ] as const)('%s: "%s" → %s', (language, text, slug) => {
    expect(slugify(text, language)).toBe(slug);
  });

  it('only ever produces lower-case ASCII words joined by single hyphens', () => {
    expect(slugify('  --Hello,   World!! -- ', 'en')).toBe('hello-world');
    expect(slugify('€ 12 ½ ™', 'en')).toBe('12');
  });

  it('cuts long texts at a word boundary within the limit', () => {
    const slug = slugify('alpha beta gamma delta epsilon', 'en', 17);
    expect(slug).toBe('alpha-beta-gamma');
    expect(slugify('abcdefghijklmnopqrstuvwxyz', 'en', 10)).toBe('abcdefghij');
  });

  it('transliterates by language: ü is ue in German, u in Hungarian', () => {
    expect(transliterate('Tür', 'de')).toBe('tuer');
    expect(transliterate('tür', 'hu')).toBe('tur');
  });
});

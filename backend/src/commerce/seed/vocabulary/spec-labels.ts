import type { Localized } from './vocabulary-types.js';

// Spec labels used by several departments, written once.

export const CAPACITY: Localized = {
  sk: 'Objem', en: 'Capacity', de: 'Fassungsvermögen', pt: 'Capacidade', it: 'Capacità', fr: 'Capacité', hu: 'Űrtartalom',
  cs: 'Objem', nb: 'Volum', nl: 'Inhoud', da: 'Volumen', sv: 'Volym', es: 'Capacidad', fi: 'Tilavuus',
  pl: 'Pojemność', ro: 'Capacitate', lt: 'Talpa', sl: 'Prostornina', bg: 'Обем', el: 'Χωρητικότητα', hr: 'Zapremnina',
};

export const CONTENTS: Localized = {
  sk: 'Obsah balenia', en: 'Contents', de: 'Inhalt', pt: 'Conteúdo', it: 'Contenuto', fr: 'Contenance',
  hu: 'Kiszerelés', cs: 'Obsah balení', nb: 'Innhold', nl: 'Inhoud verpakking', da: 'Indhold', sv: 'Innehåll',
  es: 'Contenido', fi: 'Sisältö', pl: 'Zawartość opakowania', ro: 'Conținut', lt: 'Kiekis pakuotėje',
  sl: 'Vsebina pakiranja', bg: 'Количество', el: 'Περιεχόμενο', hr: 'Sadržaj pakiranja',
};

export const FLOW_RATE: Localized = {
  sk: 'Prietok', en: 'Flow rate', de: 'Fördermenge', pt: 'Caudal', it: 'Portata', fr: 'Débit',
  hu: 'Vízszállítás', cs: 'Průtok', nb: 'Vannmengde', nl: 'Debiet', da: 'Vandmængde', sv: 'Flöde',
  es: 'Caudal', fi: 'Tuotto', pl: 'Wydajność', ro: 'Debit', lt: 'Našumas', sl: 'Pretok', bg: 'Дебит',
  el: 'Παροχή', hr: 'Protok',
};

export const LENGTH: Localized = {
  sk: 'Dĺžka', en: 'Length', de: 'Länge', pt: 'Comprimento', it: 'Lunghezza', fr: 'Longueur', hu: 'Hosszúság',
  cs: 'Délka', nb: 'Lengde', nl: 'Lengte', da: 'Længde', sv: 'Längd', es: 'Longitud', fi: 'Pituus',
  pl: 'Długość', ro: 'Lungime', lt: 'Ilgis', sl: 'Dolžina', bg: 'Дължина', el: 'Μήκος', hr: 'Duljina',
};

export const LOAD_CAPACITY: Localized = {
  sk: 'Nosnosť', en: 'Load capacity', de: 'Belastbarkeit', pt: 'Carga máxima', it: 'Carico massimo', fr: 'Charge maximale',
  hu: 'Teherbírás', cs: 'Nosnost', nb: 'Bæreevne', nl: 'Draagvermogen', da: 'Bæreevne', sv: 'Maxbelastning',
  es: 'Carga máxima', fi: 'Kantavuus', pl: 'Maks. obciążenie', ro: 'Sarcină maximă', lt: 'Didžiausia apkrova',
  sl: 'Nosilnost', bg: 'Товароносимост', el: 'Μέγιστο φορτίο', hr: 'Nosivost',
};

export const POWER: Localized = {
  sk: 'Výkon', en: 'Power', de: 'Leistung', pt: 'Potência', it: 'Potenza', fr: 'Puissance', hu: 'Teljesítmény',
  cs: 'Výkon', nb: 'Effekt', nl: 'Vermogen', da: 'Effekt', sv: 'Effekt', es: 'Potencia', fi: 'Teho',
  pl: 'Moc', ro: 'Putere', lt: 'Galia', sl: 'Moč', bg: 'Мощност', el: 'Ισχύς', hr: 'Snaga',
};

export const SPLITTING_FORCE: Localized = {
  sk: 'Štiepacia sila', en: 'Splitting force', de: 'Spaltkraft', pt: 'Força de divisão', it: 'Forza di spacco',
  fr: 'Force de fendage', hu: 'Hasítóerő', cs: 'Štípací síla', nb: 'Kløyvekraft', nl: 'Splijtkracht',
  da: 'Kløvekraft', sv: 'Klyvkraft', es: 'Fuerza de empuje', fi: 'Halkaisuvoima', pl: 'Siła łupania',
  ro: 'Forță de despicare', lt: 'Skaldymo jėga', sl: 'Cepilna sila', bg: 'Сила на цепене',
  el: 'Δύναμη σχισίματος', hr: 'Sila cijepanja',
};

export const WEIGHT: Localized = {
  sk: 'Hmotnosť', en: 'Weight', de: 'Gewicht', pt: 'Peso', it: 'Peso', fr: 'Poids', hu: 'Tömeg',
  cs: 'Hmotnost', nb: 'Vekt', nl: 'Gewicht', da: 'Vægt', sv: 'Vikt', es: 'Peso', fi: 'Paino',
  pl: 'Waga', ro: 'Greutate', lt: 'Svoris', sl: 'Teža', bg: 'Тегло', el: 'Βάρος', hr: 'Težina',
};

export const WIDTH: Localized = {
  sk: 'Šírka', en: 'Width', de: 'Breite', pt: 'Largura', it: 'Larghezza', fr: 'Largeur', hu: 'Szélesség',
  cs: 'Šířka', nb: 'Bredde', nl: 'Breedte', da: 'Bredde', sv: 'Bredd', es: 'Ancho', fi: 'Leveys',
  pl: 'Szerokość', ro: 'Lățime', lt: 'Plotis', sl: 'Širina', bg: 'Ширина', el: 'Πλάτος', hr: 'Širina',
};

export const WORKING_WIDTH: Localized = {
  sk: 'Pracovná šírka', en: 'Working width', de: 'Arbeitsbreite', pt: 'Largura de trabalho',
  it: 'Larghezza di lavoro', fr: 'Largeur de travail', hu: 'Munkaszélesség', cs: 'Pracovní šířka',
  nb: 'Arbeidsbredde', nl: 'Werkbreedte', da: 'Arbejdsbredde', sv: 'Arbetsbredd', es: 'Anchura de trabajo',
  fi: 'Työleveys', pl: 'Szerokość robocza', ro: 'Lățime de lucru', lt: 'Darbinis plotis', sl: 'Delovna širina',
  bg: 'Работна ширина', el: 'Πλάτος εργασίας', hr: 'Radna širina',
};

import type { Localized } from '../../../commerce/seed/vocabulary/vocabulary-types.js';

/** Headings of the footer columns (spec 1 §2) and of the USP, brand and department blocks. */
export const NAVIGATION_TEXTS = {
  customerService: {
    sk: 'Zákaznícky servis', en: 'Customer service', de: 'Kundenservice', pt: 'Apoio ao cliente', it: 'Servizio clienti',
    fr: 'Service client', hu: 'Ügyfélszolgálat', cs: 'Zákaznický servis', nb: 'Kundeservice', nl: 'Klantenservice',
    da: 'Kundeservice', sv: 'Kundtjänst', es: 'Atención al cliente', fi: 'Asiakaspalvelu', pl: 'Obsługa klienta',
    ro: 'Relații cu clienții', lt: 'Klientų aptarnavimas', sl: 'Služba za stranke', bg: 'Обслужване на клиенти',
    el: 'Εξυπηρέτηση πελατών', hr: 'Korisnička služba',
  },
  aboutUs: {
    sk: 'O nás', en: 'About us', de: 'Über uns', pt: 'Sobre nós', it: 'Chi siamo', fr: 'À propos', hu: 'Rólunk', cs: 'O nás',
    nb: 'Om oss', nl: 'Over ons', da: 'Om os', sv: 'Om oss', es: 'Sobre nosotros', fi: 'Meistä', pl: 'O nas', ro: 'Despre noi',
    lt: 'Apie mus', sl: 'O nas', bg: 'За нас', el: 'Σχετικά με εμάς', hr: 'O nama',
  },
  ourProducts: {
    sk: 'Naše produkty', en: 'Our products', de: 'Unsere Produkte', pt: 'Os nossos produtos', it: 'I nostri prodotti',
    fr: 'Nos produits', hu: 'Termékeink', cs: 'Naše produkty', nb: 'Våre produkter', nl: 'Onze producten', da: 'Vores produkter',
    sv: 'Våra produkter', es: 'Nuestros productos', fi: 'Tuotteemme', pl: 'Nasze produkty', ro: 'Produsele noastre',
    lt: 'Mūsų produktai', sl: 'Naši izdelki', bg: 'Нашите продукти', el: 'Τα προϊόντα μας', hr: 'Naši proizvodi',
  },
  ourBrands: {
    sk: 'Naše značky', en: 'Our brands', de: 'Unsere Marken', pt: 'As nossas marcas', it: 'I nostri marchi', fr: 'Nos marques',
    hu: 'Márkáink', cs: 'Naše značky', nb: 'Våre merker', nl: 'Onze merken', da: 'Vores mærker', sv: 'Våra varumärken',
    es: 'Nuestras marcas', fi: 'Merkkimme', pl: 'Nasze marki', ro: 'Mărcile noastre', lt: 'Mūsų prekių ženklai',
    sl: 'Naše znamke', bg: 'Нашите марки', el: 'Οι μάρκες μας', hr: 'Naše marke',
  },
  trustedBrands: {
    sk: 'Overené značky', en: 'Trusted brands', de: 'Bewährte Marken', pt: 'Marcas de confiança', it: 'Marchi affidabili',
    fr: 'Marques de confiance', hu: 'Megbízható márkák', cs: 'Ověřené značky', nb: 'Pålitelige merker', nl: 'Vertrouwde merken',
    da: 'Pålidelige mærker', sv: 'Pålitliga varumärken', es: 'Marcas de confianza', fi: 'Luotetut merkit', pl: 'Zaufane marki',
    ro: 'Mărci de încredere', lt: 'Patikimi prekių ženklai', sl: 'Zaupanja vredne znamke', bg: 'Доверени марки',
    el: 'Αξιόπιστες μάρκες', hr: 'Pouzdane marke',
  },
  shopByDepartment: {
    sk: 'Nakupujte podľa oddelenia', en: 'Shop by department', de: 'Sortiment nach Bereichen', pt: 'Comprar por departamento',
    it: 'Acquista per reparto', fr: 'Acheter par rayon', hu: 'Vásárlás részlegek szerint', cs: 'Nakupujte podle oddělení',
    nb: 'Handle etter avdeling', nl: 'Winkelen per afdeling', da: 'Køb efter afdeling', sv: 'Handla efter avdelning',
    es: 'Comprar por departamento', fi: 'Osastot', pl: 'Zakupy według działów', ro: 'Cumpără după departament',
    lt: 'Pirkite pagal skyrius', sl: 'Nakupujte po oddelkih', bg: 'Пазарувайте по отдели', el: 'Αγορές ανά τμήμα',
    hr: 'Kupujte po odjelima',
  },
  securePayment: {
    sk: 'Bezpečná platba', en: 'Secure payment', de: 'Sichere Zahlung', pt: 'Pagamento seguro', it: 'Pagamento sicuro',
    fr: 'Paiement sécurisé', hu: 'Biztonságos fizetés', cs: 'Bezpečná platba', nb: 'Sikker betaling', nl: 'Veilig betalen',
    da: 'Sikker betaling', sv: 'Säker betalning', es: 'Pago seguro', fi: 'Turvallinen maksaminen', pl: 'Bezpieczne płatności',
    ro: 'Plată securizată', lt: 'Saugus apmokėjimas', sl: 'Varno plačilo', bg: 'Сигурно плащане', el: 'Ασφαλής πληρωμή',
    hr: 'Sigurno plaćanje',
  },
  customerCare: {
    sk: 'Zákaznícky servis vo vašom jazyku', en: 'Customer service in your language', de: 'Kundenservice in Ihrer Sprache',
    pt: 'Apoio ao cliente no seu idioma', it: 'Servizio clienti nella tua lingua', fr: 'Service client dans votre langue',
    hu: 'Ügyfélszolgálat az Ön nyelvén', cs: 'Zákaznický servis ve vašem jazyce', nb: 'Kundeservice på ditt språk',
    nl: 'Klantenservice in uw taal', da: 'Kundeservice på dit sprog', sv: 'Kundtjänst på ditt språk',
    es: 'Atención al cliente en tu idioma', fi: 'Asiakaspalvelu omalla kielelläsi', pl: 'Obsługa klienta w Twoim języku',
    ro: 'Asistență pentru clienți în limba ta', lt: 'Klientų aptarnavimas jūsų kalba', sl: 'Služba za stranke v vašem jeziku',
    bg: 'Обслужване на клиенти на вашия език', el: 'Εξυπηρέτηση πελατών στη γλώσσα σας', hr: 'Korisnička služba na vašem jeziku',
  },
} as const satisfies Record<string, Localized>;

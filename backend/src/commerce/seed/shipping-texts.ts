import type { Localized } from './vocabulary/vocabulary-types.js';

/** The shipping methods' names and descriptions as shoppers read them at checkout. */
export const PARCEL_NAME: Localized = {
  sk: 'Doručenie balíkom', en: 'Parcel delivery', de: 'Paketversand', pt: 'Entrega de encomenda',
  it: 'Spedizione pacco', fr: 'Livraison colis', hu: 'Csomagküldés', cs: 'Doručení balíkem',
  nb: 'Pakkelevering', nl: 'Pakketbezorging', da: 'Pakkelevering', sv: 'Paketleverans',
  es: 'Envío de paquete', fi: 'Pakettitoimitus', pl: 'Wysyłka paczką', ro: 'Livrare colet',
  lt: 'Siuntinio pristatymas', sl: 'Dostava paketa', bg: 'Доставка на колет', el: 'Αποστολή δέματος',
  hr: 'Dostava paketa',
};

export const PARCEL_DESCRIPTION: Localized = {
  sk: 'Doručenie kuriérom až k vašim dverám.',
  en: 'Delivered by courier to your door.',
  de: 'Lieferung per Paketdienst bis an Ihre Haustür.',
  pt: 'Entregue por transportadora à sua porta.',
  it: 'Consegna tramite corriere fino alla porta di casa.',
  fr: "Livré par transporteur jusqu'à votre porte.",
  hu: 'Futárszolgálattal házhoz szállítva.',
  cs: 'Doručení kurýrem až k vašim dveřím.',
  nb: 'Levert med budfirma helt hjem til deg.',
  nl: 'Bezorgd door een pakketdienst aan uw deur.',
  da: 'Leveret med fragtfirma helt til din dør.',
  sv: 'Levereras med bud hem till din dörr.',
  es: 'Entregado por mensajería en su puerta.',
  fi: 'Kuriiri toimittaa paketin ovellesi.',
  pl: 'Dostawa kurierem pod same drzwi.',
  ro: 'Livrat prin curier la ușa dumneavoastră.',
  lt: 'Pristatoma kurjeriu iki jūsų durų.',
  sl: 'Dostava s kurirjem do vašega praga.',
  bg: 'Доставка с куриер до вашата врата.',
  el: 'Παράδοση με courier στην πόρτα σας.',
  hr: 'Dostava kurirom do vaših vrata.',
};

export const FREIGHT_NAME: Localized = {
  sk: 'Doprava špedíciou', en: 'Freight delivery', de: 'Speditionsversand', pt: 'Entrega em palete',
  it: 'Spedizione su bancale', fr: 'Livraison sur palette', hu: 'Raklapos szállítás', cs: 'Doprava spedicí',
  nb: 'Godslevering', nl: 'Palletlevering', da: 'Pallelevering', sv: 'Godsleverans',
  es: 'Envío en palé', fi: 'Rahtitoimitus', pl: 'Dostawa paletowa', ro: 'Livrare pe palet',
  lt: 'Krovinio pristatymas', sl: 'Dostava na paleti', bg: 'Доставка на палет', el: 'Αποστολή σε παλέτα',
  hr: 'Dostava na paleti',
};

export const FREIGHT_DESCRIPTION: Localized = {
  sk: 'Ťažký a rozmerný tovar na palete, doručený špedíciou pred dom.',
  en: 'Heavy and bulky goods on a pallet, delivered by a haulier to the kerbside.',
  de: 'Schwere und sperrige Ware auf Palette, Lieferung per Spedition bis zur Bordsteinkante.',
  pt: 'Mercadoria pesada e volumosa em palete, entregue por transportadora à porta do edifício.',
  it: 'Merce pesante e voluminosa su bancale, consegnata dal trasportatore al piano strada.',
  fr: "Marchandise lourde et volumineuse sur palette, livrée par transporteur au pied de l'immeuble.",
  hu: 'Nehéz és terjedelmes áru raklapon, a szállítmányozó a ház elé szállítja.',
  cs: 'Těžké a rozměrné zboží na paletě, doručené spedicí před dům.',
  nb: 'Tunge og store varer på pall, levert av transportør utenfor døren.',
  nl: 'Zware en omvangrijke goederen op een pallet, geleverd door een transporteur tot aan de stoeprand.',
  da: 'Tunge og store varer på palle, leveret af en vognmand til kantstenen.',
  sv: 'Tunga och skrymmande varor på pall, levereras av speditör till trottoarkanten.',
  es: 'Mercancía pesada y voluminosa en palé, entregada por una agencia de transporte a pie de calle.',
  fi: 'Raskaat ja tilaa vievät tuotteet lavalla, rahdinkuljettaja toimittaa ne kadunvarteen.',
  pl: 'Ciężki i gabarytowy towar na palecie, dostarczany przez firmę spedycyjną pod budynek.',
  ro: 'Marfă grea și voluminoasă pe palet, livrată de o firmă de transport în fața clădirii.',
  lt: 'Sunkios ir didelių gabaritų prekės ant padėklo, vežėjas pristato iki pastato.',
  sl: 'Težko in zajetno blago na paleti, ki ga prevoznik dostavi pred hišo.',
  bg: 'Тежки и обемни стоки на палет, доставени от транспортна фирма до сградата.',
  el: 'Βαριά και ογκώδη προϊόντα σε παλέτα, παράδοση από μεταφορική εταιρεία έξω από το κτίριο.',
  hr: 'Teška i glomazna roba na paleti, prijevoznik je dostavlja ispred zgrade.',
};

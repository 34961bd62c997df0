import type { LanguageCode } from '@shop/domain';

/**
 * What shoppers of each language type into the search box, with the product families (the demo
 * catalogue's comparison families, one per product kind) whose products answer the question.
 * Judged by hand from the kinds and categories of the demo catalogue
 * (backend/src/commerce/seed/vocabulary), never computed by the search: a hit of another family is
 * one the shopper did not ask for. Each product family includes its accessories, B-ware and sets.
 *
 * The words are the ones a shopper of the language uses for the thing, whether or not the
 * catalogue's name holds them as a separate word (German and Finnish compounds): a query the
 * search cannot answer shows as not found, not as imprecise.
 */
export interface PrecisionQuery {
  readonly query: string;
  readonly families: readonly string[];
}

const DRILLS = ['workshop-bench-drill', 'workshop-cordless-drill-driver', 'workshop-hss-drill-bit-set'];
const GRILL = ['catering-contact-grill'];
const FRYER = ['catering-deep-fryer'];
const VACUUMS = ['cleaning-wet-dry-vacuum', 'cleaning-industrial-vacuum', 'cleaning-commercial-vacuum', 'cleaning-backpack-vacuum'];
const PRESSURE_WASHERS = ['cleaning-cold-water-pressure-washer', 'cleaning-hot-water-pressure-washer'];
const PUMPS = ['agriculture-petrol-water-pump', 'home-and-garden-garden-pump', 'home-and-garden-submersible-pump'];
const SAUNA = ['wellness-finnish-sauna', 'wellness-infrared-cabin', 'wellness-electric-sauna-heater', 'wellness-sauna-infusion'];
const MIXERS = ['catering-planetary-mixer', 'catering-stick-blender', 'machinery-concrete-mixer', 'machinery-paddle-mixer'];
const SAWS = ['workshop-circular-saw', 'workshop-table-saw', 'workshop-circular-saw-blade', 'agriculture-petrol-chainsaw', 'agriculture-saw-chain'];

/** One line per query: the query and the families it asks for. */
const q = (query: string, families: readonly string[]): PrecisionQuery => ({ query, families });

export const PRECISION_QUERIES: Readonly<Record<LanguageCode, readonly PrecisionQuery[]>> = {
  en: [
    // "Electric nail drill" is a drill by name: a shopper may well want it.
    q('drill', [...DRILLS, 'beauty-electric-nail-drill']), q('grill', GRILL), q('fryer', FRYER), q('vacuum cleaner', VACUUMS),
    q('pressure washer', PRESSURE_WASHERS), q('pump', PUMPS), q('sauna', SAUNA), q('mixer', MIXERS), q('saw', SAWS),
  ],
  sk: [q('vŕtačka', DRILLS), q('gril', GRILL), q('fritéza', FRYER), q('vysávač', VACUUMS), q('vysokotlakový čistič', PRESSURE_WASHERS), q('čerpadlo', PUMPS), q('sauna', SAUNA)],
  cs: [q('vrtačka', DRILLS), q('gril', GRILL), q('fritéza', FRYER), q('vysavač', VACUUMS), q('vysokotlaký čistič', PRESSURE_WASHERS), q('čerpadlo', PUMPS), q('sauna', SAUNA)],
  de: [q('Bohrschrauber', DRILLS), q('Grill', GRILL), q('Fritteuse', FRYER), q('Staubsauger', VACUUMS), q('Hochdruckreiniger', PRESSURE_WASHERS), q('Pumpe', PUMPS), q('Sauna', SAUNA)],
  pt: [q('berbequim', DRILLS), q('grelhador', GRILL), q('fritadeira', FRYER), q('aspirador', VACUUMS), q('lavadora de alta pressão', PRESSURE_WASHERS), q('bomba', PUMPS), q('sauna', SAUNA)],
  it: [q('trapano', DRILLS), q('piastra', GRILL), q('friggitrice', FRYER), q('aspirapolvere', VACUUMS), q('idropulitrice', PRESSURE_WASHERS), q('pompa', PUMPS), q('sauna', SAUNA)],
  fr: [q('perceuse', DRILLS), q('grill', GRILL), q('friteuse', FRYER), q('aspirateur', VACUUMS), q('nettoyeur haute pression', PRESSURE_WASHERS), q('pompe', PUMPS), q('sauna', SAUNA)],
  hu: [q('fúrógép', DRILLS), q('grill', GRILL), q('olajsütő', FRYER), q('porszívó', VACUUMS), q('magasnyomású mosó', PRESSURE_WASHERS), q('szivattyú', PUMPS), q('szauna', SAUNA)],
  nb: [q('drill', DRILLS), q('kontaktgrill', GRILL), q('frityrkoker', FRYER), q('støvsuger', VACUUMS), q('høytrykksvasker', PRESSURE_WASHERS), q('pumpe', PUMPS), q('badstue', SAUNA)],
  nl: [q('boormachine', DRILLS), q('contactgrill', GRILL), q('friteuse', FRYER), q('stofzuiger', VACUUMS), q('hogedrukreiniger', PRESSURE_WASHERS), q('pomp', PUMPS), q('sauna', SAUNA)],
  da: [q('boremaskine', DRILLS), q('kontaktgrill', GRILL), q('frituregryde', FRYER), q('støvsuger', VACUUMS), q('højtryksrenser', PRESSURE_WASHERS), q('pumpe', PUMPS), q('sauna', SAUNA)],
  sv: [q('borrmaskin', DRILLS), q('kontaktgrill', GRILL), q('fritös', FRYER), q('dammsugare', VACUUMS), q('högtryckstvätt', PRESSURE_WASHERS), q('pump', PUMPS), q('bastu', SAUNA)],
  es: [q('taladro', DRILLS), q('grill', GRILL), q('freidora', FRYER), q('aspirador', VACUUMS), q('hidrolimpiadora', PRESSURE_WASHERS), q('bomba', PUMPS), q('sauna', SAUNA)],
  fi: [q('porakone', DRILLS), q('grilli', GRILL), q('rasvakeitin', FRYER), q('imuri', VACUUMS), q('painepesuri', PRESSURE_WASHERS), q('pumppu', PUMPS), q('sauna', SAUNA)],
  pl: [q('wiertarka', DRILLS), q('grill', GRILL), q('frytkownica', FRYER), q('odkurzacz', VACUUMS), q('myjka ciśnieniowa', PRESSURE_WASHERS), q('pompa', PUMPS), q('sauna', SAUNA)],
  ro: [q('mașină de găurit', DRILLS), q('grătar', GRILL), q('friteuză', FRYER), q('aspirator', VACUUMS), q('aparat de spălat cu presiune', PRESSURE_WASHERS), q('pompă', PUMPS), q('saună', SAUNA)],
  // "siurblys" alone is a pump and, as "dulkių siurblys", a vacuum cleaner: the shopper's words say which.
  lt: [q('gręžtuvas', DRILLS), q('grilis', GRILL), q('gruzdintuvė', FRYER), q('dulkių siurblys', VACUUMS), q('aukšto slėgio plovimo', PRESSURE_WASHERS), q('vandens siurblys', PUMPS), q('pirtis', SAUNA)],
  sl: [q('vrtalnik', DRILLS), q('žar', GRILL), q('cvrtnik', FRYER), q('sesalnik', VACUUMS), q('visokotlačni čistilnik', PRESSURE_WASHERS), q('črpalka', PUMPS), q('savna', SAUNA)],
  bg: [q('бормашина', DRILLS), q('грил', GRILL), q('фритюрник', FRYER), q('прахосмукачка', VACUUMS), q('водоструйка', PRESSURE_WASHERS), q('помпа', PUMPS), q('сауна', SAUNA)],
  el: [q('δράπανο', DRILLS), q('τοστιέρα', GRILL), q('φριτέζα', FRYER), q('σκούπα', VACUUMS), q('πλυστικό', PRESSURE_WASHERS), q('αντλία', PUMPS), q('σάουνα', SAUNA)],
  hr: [q('bušilica', DRILLS), q('roštilj', GRILL), q('friteza', FRYER), q('usisavač', VACUUMS), q('visokotlačni perač', PRESSURE_WASHERS), q('pumpa', PUMPS), q('sauna', SAUNA)],
};

import type { CategoryNode, Localized } from '../vocabulary-types.js';

// Wellness and spa equipment: saunas, massage, hot tubs.

const WIDTH: Localized = {
  sk: 'Šírka', en: 'Width', de: 'Breite', pt: 'Largura', it: 'Larghezza', fr: 'Largeur', hu: 'Szélesség',
  cs: 'Šířka', nb: 'Bredde', nl: 'Breedte', da: 'Bredde', sv: 'Bredd', es: 'Ancho', fi: 'Leveys',
  pl: 'Szerokość', ro: 'Lățime', lt: 'Plotis', sl: 'Širina', bg: 'Ширина', el: 'Πλάτος', hr: 'Širina',
};

const LENGTH: Localized = {
  sk: 'Dĺžka', en: 'Length', de: 'Länge', pt: 'Comprimento', it: 'Lunghezza', fr: 'Longueur', hu: 'Hosszúság',
  cs: 'Délka', nb: 'Lengde', nl: 'Lengte', da: 'Længde', sv: 'Längd', es: 'Longitud', fi: 'Pituus',
  pl: 'Długość', ro: 'Lungime', lt: 'Ilgis', sl: 'Dolžina', bg: 'Дължина', el: 'Μήκος', hr: 'Duljina',
};

const POWER: Localized = {
  sk: 'Výkon', en: 'Power', de: 'Leistung', pt: 'Potência', it: 'Potenza', fr: 'Puissance', hu: 'Teljesítmény',
  cs: 'Výkon', nb: 'Effekt', nl: 'Vermogen', da: 'Effekt', sv: 'Effekt', es: 'Potencia', fi: 'Teho',
  pl: 'Moc', ro: 'Putere', lt: 'Galia', sl: 'Moč', bg: 'Мощност', el: 'Ισχύς', hr: 'Snaga',
};

const LOAD_CAPACITY: Localized = {
  sk: 'Nosnosť', en: 'Load capacity', de: 'Belastbarkeit', pt: 'Carga máxima', it: 'Carico massimo', fr: 'Charge maximale',
  hu: 'Teherbírás', cs: 'Nosnost', nb: 'Bæreevne', nl: 'Draagvermogen', da: 'Bæreevne', sv: 'Maxbelastning',
  es: 'Carga máxima', fi: 'Kantavuus', pl: 'Maks. obciążenie', ro: 'Sarcină maximă', lt: 'Didžiausia apkrova',
  sl: 'Nosilnost', bg: 'Товароносимост', el: 'Μέγιστο φορτίο', hr: 'Nosivost',
};

const CAPACITY: Localized = {
  sk: 'Objem', en: 'Capacity', de: 'Fassungsvermögen', pt: 'Capacidade', it: 'Capacità', fr: 'Capacité',
  hu: 'Űrtartalom', cs: 'Objem', nb: 'Kapasitet', nl: 'Inhoud', da: 'Kapacitet', sv: 'Volym', es: 'Capacidad',
  fi: 'Tilavuus', pl: 'Pojemność', ro: 'Capacitate', lt: 'Talpa', sl: 'Prostornina', bg: 'Вместимост',
  el: 'Χωρητικότητα', hr: 'Zapremnina',
};

const DIAMETER: Localized = {
  sk: 'Priemer', en: 'Diameter', de: 'Durchmesser', pt: 'Diâmetro', it: 'Diametro', fr: 'Diamètre', hu: 'Átmérő',
  cs: 'Průměr', nb: 'Diameter', nl: 'Diameter', da: 'Diameter', sv: 'Diameter', es: 'Diámetro', fi: 'Halkaisija',
  pl: 'Średnica', ro: 'Diametru', lt: 'Skersmuo', sl: 'Premer', bg: 'Диаметър', el: 'Διάμετρος', hr: 'Promjer',
};

const CONTENTS: Localized = {
  sk: 'Obsah balenia', en: 'Contents', de: 'Inhalt', pt: 'Conteúdo', it: 'Contenuto', fr: 'Contenance',
  hu: 'Kiszerelés', cs: 'Obsah balení', nb: 'Innhold', nl: 'Inhoud verpakking', da: 'Indhold', sv: 'Innehåll',
  es: 'Contenido', fi: 'Sisältö', pl: 'Zawartość opakowania', ro: 'Conținut', lt: 'Kiekis pakuotėje',
  sl: 'Vsebina pakiranja', bg: 'Количество', el: 'Περιεχόμενο', hr: 'Sadržaj pakiranja',
};

export const WELLNESS: CategoryNode = {
  key: 'wellness',
  name: {
    sk: 'Wellness a sauny', en: 'Wellness and spa', de: 'Wellness und Spa', pt: 'Bem-estar e spa',
    it: 'Benessere e spa', fr: 'Bien-être et spa', hu: 'Wellness és szauna', cs: 'Wellness a sauny',
    nb: 'Velvære og spa', nl: 'Wellness en spa', da: 'Wellness og spa', sv: 'Bastu och spa', es: 'Bienestar y spa',
    fi: 'Sauna ja hyvinvointi', pl: 'Wellness i spa', ro: 'Wellness și spa', lt: 'Sveikatingumas ir SPA',
    sl: 'Wellness in spa', bg: 'Уелнес и спа', el: 'Ευεξία και σπα', hr: 'Wellness i spa',
  },
  children: [
    {
      key: 'wellness-sauna',
      name: {
        sk: 'Sauny a príslušenstvo', en: 'Saunas and accessories', de: 'Saunen und Zubehör',
        pt: 'Saunas e acessórios', it: 'Saune e accessori', fr: 'Saunas et accessoires', hu: 'Szaunák és kiegészítők',
        cs: 'Sauny a příslušenství', nb: 'Badstuer og tilbehør', nl: "Sauna's en toebehoren",
        da: 'Saunaer og tilbehør', sv: 'Bastur och tillbehör', es: 'Saunas y accesorios', fi: 'Saunat ja tarvikkeet',
        pl: 'Sauny i akcesoria', ro: 'Saune și accesorii', lt: 'Pirtys ir priedai', sl: 'Savne in dodatki',
        bg: 'Сауни и аксесоари', el: 'Σάουνες και αξεσουάρ', hr: 'Saune i pribor',
      },
      children: [
        {
          key: 'wellness-sauna-cabins',
          name: {
            sk: 'Saunové kabíny', en: 'Sauna cabins', de: 'Saunakabinen', pt: 'Cabines de sauna', it: 'Cabine sauna',
            fr: 'Cabines de sauna', hu: 'Szaunakabinok', cs: 'Saunové kabiny', nb: 'Badstuer og IR-kabiner',
            nl: 'Saunacabines', da: 'Saunakabiner', sv: 'Bastukabiner', es: 'Cabinas de sauna',
            fi: 'Valmissaunat ja infrapunasaunat', pl: 'Kabiny saunowe', ro: 'Cabine de saună', lt: 'Pirties kabinos',
            sl: 'Savnske kabine', bg: 'Кабини за сауна', el: 'Καμπίνες σάουνας', hr: 'Saunske kabine',
          },
          productKinds: [
            {
              key: 'wellness-finnish-sauna',
              name: {
                sk: 'Fínska sauna', en: 'Finnish sauna cabin', de: 'Finnische Sauna', pt: 'Sauna finlandesa',
                it: 'Sauna finlandese', fr: 'Sauna finlandais', hu: 'Finn szauna', cs: 'Finská sauna',
                nb: 'Finsk badstue', nl: 'Finse sauna', da: 'Finsk sauna', sv: 'Finsk bastu', es: 'Sauna finlandesa',
                fi: 'Valmissauna', pl: 'Sauna fińska', ro: 'Saună finlandeză', lt: 'Suomiška pirtis',
                sl: 'Finska savna', bg: 'Финландска сауна', el: 'Φινλανδική σάουνα', hr: 'Finska sauna',
              },
              basePriceEurCents: 349000,
              freight: true,
              spec: { unit: 'cm', values: [150, 180, 200, 220], label: WIDTH },
            },
            {
              key: 'wellness-infrared-cabin',
              name: {
                sk: 'Infrasauna', en: 'Infrared cabin', de: 'Infrarotkabine', pt: 'Cabine de infravermelhos',
                it: 'Cabina a infrarossi', fr: 'Cabine infrarouge', hu: 'Infraszauna', cs: 'Infrasauna',
                nb: 'Infrarød badstue', nl: 'Infraroodcabine', da: 'Infrarød sauna', sv: 'Infraröd bastu',
                es: 'Cabina de infrarrojos', fi: 'Infrapunasauna', pl: 'Sauna na podczerwień',
                ro: 'Saună cu infraroșu', lt: 'Infraraudonųjų spindulių kabina', sl: 'Infrardeča savna',
                bg: 'Инфрачервена сауна', el: 'Σάουνα υπερύθρων', hr: 'Infracrvena sauna',
              },
              basePriceEurCents: 199000,
              freight: true,
              spec: { unit: 'W', values: [1350, 1750, 2200, 2800], label: POWER },
            },
          ],
        },
        {
          key: 'wellness-sauna-heaters',
          name: {
            sk: 'Saunové pece a esencie', en: 'Sauna heaters and infusions', de: 'Saunaöfen und Aufgüsse',
            pt: 'Aquecedores e essências para sauna', it: 'Stufe ed essenze per sauna', fr: 'Poêles et essences pour sauna',
            hu: 'Szaunakályhák és szaunaillatok', cs: 'Saunová kamna a esence', nb: 'Badstuovner og badstudufter',
            nl: 'Saunakachels en saunageuren', da: 'Saunaovne og saunadufte', sv: 'Bastuaggregat och bastudofter',
            es: 'Estufas y esencias para sauna', fi: 'Kiukaat ja saunatuoksut', pl: 'Piece saunowe i aromaty',
            ro: 'Sobe și esențe pentru saună', lt: 'Pirties krosnelės ir kvapai', sl: 'Savnske peči in dišave',
            bg: 'Печки и есенции за сауна', el: 'Θερμάστρες και αρώματα σάουνας', hr: 'Peći i mirisi za saunu',
          },
          productKinds: [
            {
              key: 'wellness-electric-sauna-heater',
              name: {
                sk: 'Elektrická saunová pec', en: 'Electric sauna heater', de: 'Elektrischer Saunaofen',
                pt: 'Aquecedor elétrico para sauna', it: 'Stufa elettrica per sauna', fr: 'Poêle de sauna électrique',
                hu: 'Elektromos szaunakályha', cs: 'Elektrická saunová kamna', nb: 'Elektrisk badstuovn',
                nl: 'Elektrische saunakachel', da: 'Elektrisk saunaovn', sv: 'Elektriskt bastuaggregat',
                es: 'Estufa eléctrica para sauna', fi: 'Sähkökiuas', pl: 'Elektryczny piec do sauny',
                ro: 'Sobă electrică pentru saună', lt: 'Elektrinė pirties krosnelė', sl: 'Električna savnska peč',
                bg: 'Електрическа печка за сауна', el: 'Ηλεκτρική θερμάστρα σάουνας', hr: 'Električna peć za saunu',
              },
              basePriceEurCents: 49900,
              freight: false,
              spec: { unit: 'kW', values: [4.5, 6, 8, 9], label: POWER },
            },
            {
              key: 'wellness-sauna-infusion',
              name: {
                sk: 'Saunová esencia', en: 'Sauna infusion concentrate', de: 'Saunaaufguss-Konzentrat',
                pt: 'Essência para sauna', it: 'Essenza per sauna', fr: 'Essence pour sauna',
                hu: 'Szaunaillat-koncentrátum', cs: 'Saunová esence', nb: 'Badstuduft', nl: 'Saunageur',
                da: 'Saunaduft', sv: 'Bastudoft', es: 'Esencia para sauna', fi: 'Saunatuoksu', pl: 'Aromat do sauny',
                ro: 'Esență pentru saună', lt: 'Pirties aromatas', sl: 'Savnska dišava', bg: 'Есенция за сауна',
                el: 'Άρωμα σάουνας', hr: 'Miris za saunu',
              },
              basePriceEurCents: 1290,
              freight: false,
              spec: { unit: 'ml', values: [250, 500, 1000], label: CONTENTS },
              volumeDiscountGroup: 'consumables',
            },
          ],
        },
      ],
    },
    {
      key: 'wellness-massage',
      name: {
        sk: 'Masážne vybavenie', en: 'Massage equipment', de: 'Massagebedarf', pt: 'Equipamento de massagem',
        it: 'Attrezzatura per massaggi', fr: 'Équipement de massage', hu: 'Masszázseszközök',
        cs: 'Masážní vybavení', nb: 'Massasjeutstyr', nl: 'Massagebenodigdheden', da: 'Massageudstyr',
        sv: 'Massageutrustning', es: 'Equipamiento de masaje', fi: 'Hierontatarvikkeet', pl: 'Sprzęt do masażu',
        ro: 'Echipamente de masaj', lt: 'Masažo įranga', sl: 'Oprema za masažo', bg: 'Масажно оборудване',
        el: 'Εξοπλισμός μασάζ', hr: 'Oprema za masažu',
      },
      children: [
        {
          key: 'wellness-massage-tables',
          name: {
            sk: 'Masážne stoly', en: 'Massage tables', de: 'Massageliegen', pt: 'Marquesas de massagem',
            it: 'Lettini da massaggio', fr: 'Tables de massage', hu: 'Masszázságyak', cs: 'Masážní stoly',
            nb: 'Massasjebenker', nl: 'Massagetafels', da: 'Massagebrikse', sv: 'Massagebritsar',
            es: 'Camillas de masaje', fi: 'Hierontapöydät', pl: 'Stoły do masażu', ro: 'Mese de masaj',
            lt: 'Masažo stalai', sl: 'Masažne mize', bg: 'Масажни легла', el: 'Κρεβάτια μασάζ', hr: 'Stolovi za masažu',
          },
          productKinds: [
            {
              key: 'wellness-folding-massage-table',
              name: {
                sk: 'Skladací masážny stôl', en: 'Folding massage table', de: 'Klappbare Massageliege',
                pt: 'Marquesa de massagem dobrável', it: 'Lettino da massaggio pieghevole',
                fr: 'Table de massage pliante', hu: 'Összecsukható masszázságy', cs: 'Skládací masážní stůl',
                nb: 'Sammenleggbar massasjebenk', nl: 'Inklapbare massagetafel', da: 'Sammenklappelig massagebriks',
                sv: 'Hopfällbar massagebrits', es: 'Camilla de masaje plegable', fi: 'Kokoontaittuva hierontapöytä',
                pl: 'Składany stół do masażu', ro: 'Masă de masaj pliabilă', lt: 'Sulankstomas masažo stalas',
                sl: 'Zložljiva masažna miza', bg: 'Сгъваемо масажно легло', el: 'Πτυσσόμενο κρεβάτι μασάζ',
                hr: 'Sklopivi stol za masažu',
              },
              basePriceEurCents: 19900,
              freight: false,
              spec: { unit: 'cm', values: [60, 70, 76], label: WIDTH },
            },
            {
              key: 'wellness-electric-massage-table',
              name: {
                sk: 'Elektrický masážny stôl', en: 'Electric massage table', de: 'Elektrische Massageliege',
                pt: 'Marquesa de massagem elétrica', it: 'Lettino da massaggio elettrico',
                fr: 'Table de massage électrique', hu: 'Elektromos masszázságy', cs: 'Elektrický masážní stůl',
                nb: 'Elektrisk massasjebenk', nl: 'Elektrische massagetafel', da: 'Elektrisk massagebriks',
                sv: 'Elektrisk massagebrits', es: 'Camilla de masaje eléctrica', fi: 'Sähkösäätöinen hierontapöytä',
                pl: 'Elektryczny stół do masażu', ro: 'Masă de masaj electrică', lt: 'Elektrinis masažo stalas',
                sl: 'Električna masažna miza', bg: 'Електрическо масажно легло', el: 'Ηλεκτρικό κρεβάτι μασάζ',
                hr: 'Električni stol za masažu',
              },
              basePriceEurCents: 129000,
              freight: true,
              spec: { unit: 'kg', values: [200, 250, 300], label: LOAD_CAPACITY },
            },
          ],
        },
        {
          key: 'wellness-massage-supplies',
          name: {
            sk: 'Masážne oleje a lávové kamene', en: 'Massage oils and hot stones', de: 'Massageöle und Hot-Stone-Zubehör',
            pt: 'Óleos de massagem e pedras quentes', it: 'Oli da massaggio e pietre calde',
            fr: 'Huiles de massage et pierres chaudes', hu: 'Masszázsolajok és forrókő-kellékek',
            cs: 'Masážní oleje a lávové kameny', nb: 'Massasjeoljer og varme steiner', nl: 'Massageoliën en hotstones',
            da: 'Massageolier og varme sten', sv: 'Massageoljor och heta stenar', es: 'Aceites de masaje y piedras calientes',
            fi: 'Hierontaöljyt ja kuumat kivet', pl: 'Olejki do masażu i gorące kamienie',
            ro: 'Uleiuri de masaj și pietre calde', lt: 'Masažo aliejai ir karštieji akmenys',
            sl: 'Masažna olja in vroči kamni', bg: 'Масажни масла и горещи камъни', el: 'Λάδια μασάζ και ζεστές πέτρες',
            hr: 'Ulja za masažu i vruće kamenje',
          },
          productKinds: [
            {
              key: 'wellness-massage-oil',
              name: {
                sk: 'Masážny olej', en: 'Massage oil', de: 'Massageöl', pt: 'Óleo de massagem', it: 'Olio da massaggio',
                fr: 'Huile de massage', hu: 'Masszázsolaj', cs: 'Masážní olej', nb: 'Massasjeolje', nl: 'Massageolie',
                da: 'Massageolie', sv: 'Massageolja', es: 'Aceite de masaje', fi: 'Hierontaöljy', pl: 'Olejek do masażu',
                ro: 'Ulei de masaj', lt: 'Masažo aliejus', sl: 'Masažno olje', bg: 'Масажно масло', el: 'Λάδι μασάζ',
                hr: 'Ulje za masažu',
              },
              basePriceEurCents: 1990,
              freight: false,
              spec: { unit: 'ml', values: [250, 500, 1000, 5000], label: CONTENTS },
              volumeDiscountGroup: 'consumables',
            },
            {
              key: 'wellness-hot-stone-heater',
              name: {
                sk: 'Ohrievač lávových kameňov', en: 'Hot stone heater', de: 'Hot-Stone-Wärmegerät',
                pt: 'Aquecedor de pedras quentes', it: 'Scaldapietre', fr: 'Chauffe-pierres', hu: 'Kőmelegítő',
                cs: 'Ohřívač lávových kamenů', nb: 'Steinvarmer', nl: 'Hotstone-verwarmer', da: 'Stenvarmer',
                sv: 'Stenvärmare', es: 'Calentador de piedras', fi: 'Kuumakivilämmitin', pl: 'Podgrzewacz do kamieni',
                ro: 'Încălzitor de pietre', lt: 'Akmenų šildytuvas', sl: 'Grelnik za kamne', bg: 'Нагревател за камъни',
                el: 'Θερμαντήρας πετρών', hr: 'Grijač kamenja',
              },
              basePriceEurCents: 14900,
              freight: false,
              spec: { unit: 'l', values: [6, 10, 18], label: CAPACITY },
            },
          ],
        },
      ],
    },
    {
      key: 'wellness-spa',
      name: {
        sk: 'Vírivky a príslušenstvo', en: 'Hot tubs and accessories', de: 'Whirlpools und Zubehör',
        pt: 'Jacuzzis e acessórios', it: 'Minipiscine e accessori', fr: 'Spas et accessoires',
        hu: 'Jakuzzik és kiegészítők', cs: 'Vířivky a příslušenství', nb: 'Boblebad og tilbehør',
        nl: 'Bubbelbaden en toebehoren', da: 'Spabade og tilbehør', sv: 'Spabad och tillbehör', es: 'Spas y accesorios',
        fi: 'Porealtaat ja tarvikkeet', pl: 'Jacuzzi i akcesoria', ro: 'Jacuzzi și accesorii',
        lt: 'Sūkurinės vonios ir priedai', sl: 'Masažni bazeni in dodatki', bg: 'Джакузита и аксесоари',
        el: 'Τζακούζι και αξεσουάρ', hr: 'Hidromasažne kade i pribor',
      },
      children: [
        {
          key: 'wellness-spa-hot-tubs',
          name: {
            sk: 'Vírivky a kúpacie kade', en: 'Hot tubs and wooden tubs', de: 'Whirlpools und Badezuber',
            pt: 'Jacuzzis e banheiras de madeira', it: 'Minipiscine e tinozze', fr: 'Spas et bains nordiques',
            hu: 'Jakuzzik és fürdődézsák', cs: 'Vířivky a koupací sudy', nb: 'Boblebad og badestamper',
            nl: 'Bubbelbaden en hottubs', da: 'Spabade og vildmarksbade', sv: 'Spabad och badtunnor',
            es: 'Spas y bañeras de madera', fi: 'Porealtaat ja kylpytynnyrit', pl: 'Jacuzzi i balie ogrodowe',
            ro: 'Jacuzzi și ciubere', lt: 'Sūkurinės vonios ir kubilai', sl: 'Masažni bazeni in lesene kadi',
            bg: 'Джакузита и дървени вани', el: 'Τζακούζι και ξύλινες μπανιέρες', hr: 'Hidromasažne kade i drvene kace',
          },
          productKinds: [
            {
              key: 'wellness-outdoor-hot-tub',
              name: {
                sk: 'Vonkajšia vírivka', en: 'Outdoor hot tub', de: 'Outdoor-Whirlpool', pt: 'Jacuzzi de exterior',
                it: 'Minipiscina idromassaggio da esterno', fr: "Spa d'extérieur", hu: 'Kültéri jakuzzi',
                cs: 'Venkovní vířivka', nb: 'Utendørs boblebad', nl: 'Buitenspa', da: 'Udendørs spabad',
                sv: 'Utomhusspa', es: 'Spa de exterior', fi: 'Ulkoporeallas', pl: 'Jacuzzi ogrodowe',
                ro: 'Jacuzzi de exterior', lt: 'Lauko sūkurinė vonia', sl: 'Zunanji masažni bazen',
                bg: 'Външно джакузи', el: 'Εξωτερικό τζακούζι', hr: 'Vanjska hidromasažna kada',
              },
              basePriceEurCents: 599000,
              freight: true,
              spec: { unit: 'l', values: [800, 1100, 1400, 1700], label: CAPACITY },
            },
            {
              key: 'wellness-wooden-hot-tub',
              name: {
                sk: 'Drevená kúpacia kaďa', en: 'Wooden hot tub', de: 'Badezuber',
                pt: 'Banheira de madeira para exterior', it: 'Tinozza in legno', fr: 'Bain nordique',
                hu: 'Fürdődézsa', cs: 'Koupací sud', nb: 'Badestamp', nl: 'Houten hottub', da: 'Vildmarksbad',
                sv: 'Badtunna', es: 'Bañera de madera para exterior', fi: 'Kylpytynnyri', pl: 'Balia ogrodowa',
                ro: 'Ciubăr din lemn', lt: 'Medinis kubilas', sl: 'Lesena kad', bg: 'Дървена вана',
                el: 'Ξύλινη μπανιέρα εξωτερικού χώρου', hr: 'Drvena kaca',
              },
              basePriceEurCents: 249000,
              freight: true,
              spec: { unit: 'cm', values: [160, 180, 200, 220], label: DIAMETER },
            },
          ],
        },
        {
          key: 'wellness-spa-care',
          name: {
            sk: 'Starostlivosť o vírivky', en: 'Hot tub care', de: 'Whirlpool-Pflege', pt: 'Manutenção de jacuzzis',
            it: 'Manutenzione minipiscine', fr: 'Entretien du spa', hu: 'Jakuzzi-karbantartás',
            cs: 'Péče o vířivky', nb: 'Vedlikehold av boblebad', nl: 'Spa-onderhoud', da: 'Pleje af spabade',
            sv: 'Spaskötsel', es: 'Mantenimiento del spa', fi: 'Porealtaan hoito', pl: 'Pielęgnacja jacuzzi',
            ro: 'Întreținere jacuzzi', lt: 'Sūkurinių vonių priežiūra', sl: 'Vzdrževanje masažnih bazenov',
            bg: 'Поддръжка на джакузи', el: 'Συντήρηση τζακούζι', hr: 'Održavanje hidromasažnih kada',
          },
          productKinds: [
            {
              key: 'wellness-chlorine-granules',
              name: {
                sk: 'Chlórový granulát', en: 'Chlorine granules', de: 'Chlorgranulat', pt: 'Cloro granulado',
                it: 'Cloro granulare', fr: 'Chlore en granulés', hu: 'Klórgranulátum', cs: 'Chlorový granulát',
                nb: 'Klorgranulat', nl: 'Chloorgranulaat', da: 'Klorgranulat', sv: 'Klorgranulat',
                es: 'Cloro granulado', fi: 'Kloorirakeet', pl: 'Chlor w granulacie', ro: 'Clor granulat',
                lt: 'Chloro granulės', sl: 'Klorov granulat', bg: 'Хлор на гранули', el: 'Χλώριο σε κόκκους',
                hr: 'Klorni granulat',
              },
              basePriceEurCents: 2490,
              freight: false,
              spec: { unit: 'kg', values: [1, 3, 5], label: CONTENTS },
              volumeDiscountGroup: 'consumables',
            },
            {
              key: 'wellness-hot-tub-thermal-cover',
              name: {
                sk: 'Termokryt na vírivku', en: 'Hot tub thermal cover', de: 'Whirlpool-Thermoabdeckung',
                pt: 'Cobertura térmica para jacuzzi', it: 'Copertura termica per minipiscina',
                fr: 'Couverture thermique pour spa', hu: 'Hőszigetelő jakuzzitakaró', cs: 'Termokryt na vířivku',
                nb: 'Termolokk for boblebad', nl: 'Thermocover voor spa', da: 'Termolåg til spabad',
                sv: 'Termolock för spabad', es: 'Cubierta térmica para spa', fi: 'Porealtaan lämpökansi',
                pl: 'Pokrywa termiczna do jacuzzi', ro: 'Capac termic pentru jacuzzi', lt: 'Sūkurinės vonios termodangtis',
                sl: 'Termo pokrov za masažni bazen', bg: 'Термокапак за джакузи', el: 'Θερμικό κάλυμμα τζακούζι',
                hr: 'Termo pokrov za hidromasažnu kadu',
              },
              basePriceEurCents: 34900,
              freight: false,
              spec: { unit: 'cm', values: [200, 213, 230], label: LENGTH },
            },
          ],
        },
      ],
    },
  ],
};

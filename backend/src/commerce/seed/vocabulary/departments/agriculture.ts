import type { CategoryNode, Localized } from '../vocabulary-types.js';
import { CAPACITY, FLOW_RATE, LENGTH, POWER, SPLITTING_FORCE, WEIGHT } from '../spec-labels.js';

// Agriculture and forestry: forestry equipment, livestock farming, crop protection and irrigation.

const BAR_LENGTH: Localized = {
  sk: 'Dĺžka lišty', en: 'Bar length', de: 'Schwertlänge', pt: 'Comprimento do sabre', it: 'Lunghezza barra',
  fr: 'Longueur de guide', hu: 'Láphossz', cs: 'Délka lišty', nb: 'Sverdlengde', nl: 'Zwaardlengte',
  da: 'Sværdlængde', sv: 'Svärdlängd', es: 'Longitud de espada', fi: 'Laipan pituus', pl: 'Długość prowadnicy',
  ro: 'Lungimea lamei', lt: 'Pjovimo juostos ilgis', sl: 'Dolžina meča', bg: 'Дължина на шината',
  el: 'Μήκος λάμας', hr: 'Duljina vodilice',
};

const IMPULSE_ENERGY: Localized = {
  sk: 'Energia impulzu', en: 'Impulse energy', de: 'Impulsenergie', pt: 'Energia de impulso',
  it: "Energia d'impulso", fr: "Énergie d'impulsion", hu: 'Impulzusenergia', cs: 'Energie impulzu',
  nb: 'Støtenergi', nl: 'Impulsenergie', da: 'Impulsenergi', sv: 'Stötenergi', es: 'Energía de impulso',
  fi: 'Iskuenergia', pl: 'Energia impulsu', ro: 'Energia impulsului', lt: 'Impulso energija',
  sl: 'Energija impulza', bg: 'Енергия на импулса', el: 'Ενέργεια παλμού', hr: 'Energija impulsa',
};

export const AGRICULTURE: CategoryNode = {
  key: 'agriculture',
  name: {
    sk: 'Poľnohospodárstvo a lesníctvo', en: 'Agriculture and forestry', de: 'Land- und Forstwirtschaft',
    pt: 'Agrícola e florestal', it: 'Agricoltura e forestale', fr: 'Agriculture et forêt',
    hu: 'Mezőgazdaság és erdészet', cs: 'Zemědělství a lesnictví', nb: 'Landbruk og skogbruk',
    nl: 'Land- en bosbouw', da: 'Landbrug og skovbrug', sv: 'Lantbruk och skogsbruk', es: 'Agrícola y forestal',
    fi: 'Maa- ja metsätalous', pl: 'Rolnictwo i leśnictwo', ro: 'Agricultură și silvicultură',
    lt: 'Žemės ir miškų ūkis', sl: 'Kmetijstvo in gozdarstvo', bg: 'Селско и горско стопанство',
    el: 'Γεωργία και δασοκομία', hr: 'Poljoprivreda i šumarstvo',
  },
  children: [
    {
      key: 'agriculture-forestry',
      name: {
        sk: 'Lesná technika', en: 'Forestry equipment', de: 'Forsttechnik', pt: 'Equipamento florestal',
        it: 'Attrezzature forestali', fr: 'Matériel forestier', hu: 'Erdészeti gépek', cs: 'Lesní technika',
        nb: 'Skogsutstyr', nl: 'Bosbouwmachines', da: 'Skovbrugsudstyr', sv: 'Skogsutrustning',
        es: 'Equipos forestales', fi: 'Metsätyökoneet', pl: 'Sprzęt leśny', ro: 'Echipamente forestiere',
        lt: 'Miškų technika', sl: 'Gozdarska oprema', bg: 'Горска техника', el: 'Δασικός εξοπλισμός',
        hr: 'Šumarska oprema',
      },
      children: [
        {
          key: 'agriculture-forestry-chainsaws',
          name: {
            sk: 'Motorové píly', en: 'Chainsaws', de: 'Motorsägen', pt: 'Motosserras', it: 'Motoseghe',
            fr: 'Tronçonneuses', hu: 'Láncfűrészek', cs: 'Motorové pily', nb: 'Motorsager', nl: 'Kettingzagen',
            da: 'Motorsave', sv: 'Motorsågar', es: 'Motosierras', fi: 'Moottorisahat', pl: 'Pilarki łańcuchowe',
            ro: 'Drujbe', lt: 'Grandininiai pjūklai', sl: 'Motorne žage', bg: 'Моторни триони',
            el: 'Αλυσοπρίονα', hr: 'Motorne pile',
          },
          productKinds: [
            {
              key: 'agriculture-petrol-chainsaw',
              name: {
                sk: 'Benzínová motorová píla', en: 'Petrol chainsaw', de: 'Benzin-Motorsäge',
                pt: 'Motosserra a gasolina', it: 'Motosega a scoppio', fr: 'Tronçonneuse thermique',
                hu: 'Benzinmotoros láncfűrész', cs: 'Benzínová motorová pila', nb: 'Bensindrevet motorsag',
                nl: 'Benzinekettingzaag', da: 'Benzindrevet motorsav', sv: 'Bensindriven motorsåg',
                es: 'Motosierra de gasolina', fi: 'Bensiinikäyttöinen moottorisaha', pl: 'Pilarka spalinowa',
                ro: 'Drujbă pe benzină', lt: 'Benzininis grandininis pjūklas', sl: 'Bencinska motorna žaga',
                bg: 'Бензинов моторен трион', el: 'Βενζινοκίνητο αλυσοπρίονο', hr: 'Benzinska motorna pila',
              },
              basePriceEurCents: 49900,
              freight: false,
              spec: { unit: 'cm', values: [35, 40, 45, 50], label: BAR_LENGTH },
            },
            {
              key: 'agriculture-saw-chain',
              name: {
                sk: 'Pílová reťaz', en: 'Saw chain', de: 'Sägekette', pt: 'Corrente de motosserra',
                it: 'Catena per motosega', fr: 'Chaîne de tronçonneuse', hu: 'Fűrészlánc', cs: 'Pilový řetěz',
                nb: 'Sagkjede', nl: 'Zaagketting', da: 'Savkæde', sv: 'Sågkedja', es: 'Cadena de motosierra',
                fi: 'Teräketju', pl: 'Łańcuch do pilarki', ro: 'Lanț de drujbă', lt: 'Pjūklo grandinė',
                sl: 'Veriga za motorno žago', bg: 'Верига за моторен трион', el: 'Αλυσίδα αλυσοπρίονου',
                hr: 'Lanac za motornu pilu',
              },
              basePriceEurCents: 2490,
              freight: false,
              spec: { unit: 'cm', values: [30, 35, 40, 45], label: BAR_LENGTH },
              volumeDiscountGroup: 'consumables',
            },
          ],
        },
        {
          key: 'agriculture-forestry-splitting',
          name: {
            sk: 'Štiepačky a sekery', en: 'Log splitters and axes', de: 'Holzspalter und Äxte',
            pt: 'Rachadores de lenha e machados', it: 'Spaccalegna e asce', fr: 'Fendeurs de bûches et haches',
            hu: 'Rönkhasítók és fejszék', cs: 'Štípačky a sekery', nb: 'Vedkløyvere og økser',
            nl: 'Houtklovers en bijlen', da: 'Brændekløvere og økser', sv: 'Vedklyvar och yxor',
            es: 'Astilladoras y hachas', fi: 'Halkomakoneet ja kirveet', pl: 'Łuparki i siekiery',
            ro: 'Despicătoare de lemne și topoare', lt: 'Malkų skaldyklės ir kirviai', sl: 'Cepilniki in sekire',
            bg: 'Машини за цепене на дърва и брадви', el: 'Σχιστικά ξύλων και τσεκούρια',
            hr: 'Cjepači drva i sjekire',
          },
          productKinds: [
            {
              key: 'agriculture-log-splitter',
              name: {
                sk: 'Štiepačka na drevo', en: 'Log splitter', de: 'Holzspalter', pt: 'Rachador de lenha',
                it: 'Spaccalegna', fr: 'Fendeur de bûches', hu: 'Rönkhasító', cs: 'Štípačka na dřevo',
                nb: 'Vedkløyver', nl: 'Houtklover', da: 'Brændekløver', sv: 'Vedklyv', es: 'Astilladora de leña',
                fi: 'Halkomakone', pl: 'Łuparka do drewna', ro: 'Despicător de lemne', lt: 'Malkų skaldyklė',
                sl: 'Cepilnik za drva', bg: 'Машина за цепене на дърва', el: 'Σχιστικό ξύλων', hr: 'Cjepač drva',
              },
              basePriceEurCents: 89900,
              freight: true,
              spec: { unit: 't', values: [6, 8, 10, 12, 16], label: SPLITTING_FORCE },
            },
            {
              key: 'agriculture-splitting-axe',
              name: {
                sk: 'Štiepacia sekera', en: 'Splitting axe', de: 'Spaltaxt', pt: 'Machado de rachar',
                it: 'Ascia da spacco', fr: 'Hache à fendre', hu: 'Hasítófejsze', cs: 'Štípací sekera',
                nb: 'Kløyveøks', nl: 'Kloofbijl', da: 'Kløveøkse', sv: 'Klyvyxa', es: 'Hacha de partir',
                fi: 'Halkaisukirves', pl: 'Siekiera rozłupująca', ro: 'Topor de despicat', lt: 'Skaldymo kirvis',
                sl: 'Cepilna sekira', bg: 'Брадва за цепене', el: 'Τσεκούρι σχισίματος', hr: 'Sjekira za cijepanje',
              },
              basePriceEurCents: 6990,
              freight: false,
              spec: { unit: 'g', values: [1600, 2300, 2800, 3200], label: WEIGHT },
            },
          ],
        },
      ],
    },
    {
      key: 'agriculture-livestock',
      name: {
        sk: 'Chov zvierat', en: 'Livestock farming', de: 'Tierhaltung', pt: 'Pecuária', it: 'Zootecnia',
        fr: 'Élevage', hu: 'Állattartás', cs: 'Chov zvířat', nb: 'Husdyrhold', nl: 'Veehouderij', da: 'Husdyrhold',
        sv: 'Djurhållning', es: 'Ganadería', fi: 'Kotieläintalous', pl: 'Hodowla zwierząt', ro: 'Zootehnie',
        lt: 'Gyvulininkystė', sl: 'Živinoreja', bg: 'Животновъдство', el: 'Κτηνοτροφία', hr: 'Stočarstvo',
      },
      children: [
        {
          key: 'agriculture-livestock-fencing',
          name: {
            sk: 'Elektrické ohradníky', en: 'Electric fencing', de: 'Weidezauntechnik', pt: 'Vedações elétricas',
            it: 'Recinzioni elettriche', fr: 'Clôtures électriques', hu: 'Villanypásztorok',
            cs: 'Elektrické ohradníky', nb: 'Strømgjerder', nl: 'Schrikdraadsystemen', da: 'Elhegn',
            sv: 'Elstängsel', es: 'Cercados eléctricos', fi: 'Sähköaidat', pl: 'Pastuchy elektryczne',
            ro: 'Garduri electrice', lt: 'Elektriniai piemenys', sl: 'Električne ograje', bg: 'Електропастири',
            el: 'Ηλεκτρικοί φράχτες', hr: 'Električni pastiri',
          },
          productKinds: [
            {
              key: 'agriculture-fence-energiser',
              name: {
                sk: 'Zdroj pre elektrický ohradník', en: 'Electric fence energiser', de: 'Weidezaungerät',
                pt: 'Eletrificador de cerca', it: 'Elettrificatore per recinzioni',
                fr: 'Électrificateur de clôture', hu: 'Villanypásztor készülék', cs: 'Zdroj pro elektrický ohradník',
                nb: 'Gjerdeapparat', nl: 'Schrikdraadapparaat', da: 'Elhegnsapparat', sv: 'Elstängselaggregat',
                es: 'Pastor eléctrico', fi: 'Sähköpaimen', pl: 'Elektryzator pastucha',
                ro: 'Generator pentru gard electric', lt: 'Elektrinio piemens generatorius', sl: 'Pašni aparat',
                bg: 'Генератор за електропастир', el: 'Ηλεκτρικός βοσκός', hr: 'Električni pastir',
              },
              basePriceEurCents: 19900,
              freight: false,
              spec: { unit: 'J', values: [1, 2, 4, 6, 10], label: IMPULSE_ENERGY },
            },
            {
              key: 'agriculture-polywire',
              name: {
                sk: 'Lanko pre elektrický ohradník', en: 'Polywire', de: 'Weidezaunlitze',
                pt: 'Fio para vedação elétrica', it: 'Filo per recinzione elettrica',
                fr: 'Fil pour clôture électrique', hu: 'Villanypásztor vezeték', cs: 'Ohradníkové lanko',
                nb: 'Gjerdetråd', nl: 'Schrikdraad', da: 'Hegnstråd', sv: 'Elstängseltråd',
                es: 'Cordón para pastor eléctrico', fi: 'Sähköpaimenlanka', pl: 'Linka do pastucha',
                ro: 'Fir pentru gard electric', lt: 'Elektrinio piemens viela', sl: 'Pašna vrvica',
                bg: 'Шнур за електропастир', el: 'Σύρμα ηλεκτρικού βοσκού', hr: 'Žica za električnog pastira',
              },
              basePriceEurCents: 1990,
              freight: false,
              spec: { unit: 'm', values: [200, 250, 400, 500], label: LENGTH },
              volumeDiscountGroup: 'consumables',
            },
          ],
        },
        {
          key: 'agriculture-livestock-feeding',
          name: {
            sk: 'Kŕmenie a napájanie', en: 'Feeding and watering', de: 'Fütterung und Tränke',
            pt: 'Alimentação e abeberamento', it: 'Alimentazione e abbeveraggio', fr: 'Alimentation et abreuvement',
            hu: 'Etetés és itatás', cs: 'Krmení a napájení', nb: 'Fôring og vanning', nl: 'Voeren en drenken',
            da: 'Fodring og vanding', sv: 'Utfodring och vattning', es: 'Alimentación y bebederos',
            fi: 'Ruokinta ja juotto', pl: 'Karmienie i pojenie', ro: 'Furajare și adăpare',
            lt: 'Šėrimas ir girdymas', sl: 'Krmljenje in napajanje', bg: 'Хранене и поене',
            el: 'Τάισμα και πότισμα', hr: 'Hranidba i napajanje',
          },
          productKinds: [
            {
              key: 'agriculture-water-trough',
              name: {
                sk: 'Napájací žľab', en: 'Water trough', de: 'Tränketrog', pt: 'Bebedouro', it: 'Abbeveratoio',
                fr: 'Abreuvoir', hu: 'Itatóvályú', cs: 'Napájecí žlab', nb: 'Vannkar', nl: 'Drinkbak',
                da: 'Vandtrug', sv: 'Vattenkar', es: 'Bebedero', fi: 'Juomakaukalo', pl: 'Poidło',
                ro: 'Adăpătoare', lt: 'Girdykla', sl: 'Napajalno korito', bg: 'Поилка', el: 'Ποτίστρα',
                hr: 'Pojilo',
              },
              basePriceEurCents: 24900,
              freight: true,
              spec: { unit: 'l', values: [200, 400, 600, 1000], label: CAPACITY },
            },
            {
              key: 'agriculture-grain-mill',
              name: {
                sk: 'Šrotovník', en: 'Grain mill', de: 'Schrotmühle', pt: 'Moinho de cereais',
                it: 'Mulino per cereali', fr: 'Broyeur à céréales', hu: 'Terménydaráló', cs: 'Šrotovník',
                nb: 'Kornkvern', nl: 'Graanmolen', da: 'Kornkværn', sv: 'Spannmålskvarn', es: 'Molino de cereales',
                fi: 'Viljamylly', pl: 'Śrutownik', ro: 'Moară de cereale', lt: 'Grūdų smulkintuvas',
                sl: 'Mlin za žito', bg: 'Фуражомелка', el: 'Μύλος δημητριακών', hr: 'Mlin za žitarice',
              },
              basePriceEurCents: 44900,
              freight: false,
              spec: { unit: 'W', values: [1500, 2200, 3000, 4000], label: POWER },
            },
          ],
        },
      ],
    },
    {
      key: 'agriculture-crop',
      name: {
        sk: 'Ochrana rastlín a zavlažovanie', en: 'Crop protection and irrigation',
        de: 'Pflanzenschutz und Bewässerung', pt: 'Proteção de culturas e rega',
        it: 'Protezione delle colture e irrigazione', fr: 'Protection des cultures et irrigation',
        hu: 'Növényvédelem és öntözés', cs: 'Ochrana rostlin a zavlažování', nb: 'Plantevern og vanning',
        nl: 'Gewasbescherming en irrigatie', da: 'Planteværn og vanding', sv: 'Växtskydd och bevattning',
        es: 'Protección de cultivos y riego', fi: 'Kasvinsuojelu ja kastelu', pl: 'Ochrona roślin i nawadnianie',
        ro: 'Protecția plantelor și irigații', lt: 'Augalų apsauga ir laistymas', sl: 'Varstvo rastlin in namakanje',
        bg: 'Растителна защита и напояване', el: 'Φυτοπροστασία και άρδευση', hr: 'Zaštita bilja i navodnjavanje',
      },
      children: [
        {
          key: 'agriculture-crop-sprayers',
          name: {
            sk: 'Postrekovače', en: 'Sprayers', de: 'Spritzgeräte', pt: 'Pulverizadores', it: 'Irroratrici',
            fr: 'Pulvérisateurs', hu: 'Permetezők', cs: 'Postřikovače', nb: 'Sprøyter', nl: 'Spuiten',
            da: 'Sprøjter', sv: 'Sprutor', es: 'Pulverizadores', fi: 'Ruiskut', pl: 'Opryskiwacze',
            ro: 'Pulverizatoare', lt: 'Purkštuvai', sl: 'Škropilnice', bg: 'Пръскачки', el: 'Ψεκαστήρες',
            hr: 'Prskalice',
          },
          productKinds: [
            {
              key: 'agriculture-knapsack-sprayer',
              name: {
                sk: 'Chrbtový postrekovač', en: 'Knapsack sprayer', de: 'Rückenspritze', pt: 'Pulverizador de dorso',
                it: 'Pompa a spalla', fr: 'Pulvérisateur à dos', hu: 'Háti permetező', cs: 'Zádový postřikovač',
                nb: 'Ryggsprøyte', nl: 'Rugspuit', da: 'Rygsprøjte', sv: 'Ryggspruta', es: 'Mochila pulverizadora',
                fi: 'Reppuruisku', pl: 'Opryskiwacz plecakowy', ro: 'Pulverizator de spate',
                lt: 'Nešiojamasis purkštuvas', sl: 'Nahrbtna škropilnica', bg: 'Гръбна пръскачка',
                el: 'Ψεκαστήρας πλάτης', hr: 'Leđna prskalica',
              },
              basePriceEurCents: 7900,
              freight: false,
              spec: { unit: 'l', values: [12, 15, 16, 20], label: CAPACITY },
            },
            {
              key: 'agriculture-trailed-sprayer',
              name: {
                sk: 'Ťahaný postrekovač', en: 'Trailed sprayer', de: 'Anhängespritze', pt: 'Pulverizador rebocado',
                it: 'Irroratrice trainata', fr: 'Pulvérisateur traîné', hu: 'Vontatott permetező',
                cs: 'Tažený postřikovač', nb: 'Tilhengersprøyte', nl: 'Getrokken veldspuit', da: 'Bugseret sprøjte',
                sv: 'Bogserad spruta', es: 'Pulverizador arrastrado', fi: 'Hinattava ruisku',
                pl: 'Opryskiwacz przyczepiany', ro: 'Pulverizator tractat', lt: 'Prikabinamas purkštuvas',
                sl: 'Vlečena škropilnica', bg: 'Прикачна пръскачка', el: 'Συρόμενος ψεκαστήρας',
                hr: 'Vučena prskalica',
              },
              basePriceEurCents: 249000,
              freight: true,
              spec: { unit: 'l', values: [200, 400, 600, 800], label: CAPACITY },
            },
          ],
        },
        {
          key: 'agriculture-crop-irrigation',
          name: {
            sk: 'Čerpadlá a zavlažovanie', en: 'Pumps and irrigation', de: 'Pumpen und Bewässerung',
            pt: 'Bombas e rega', it: 'Pompe e irrigazione', fr: 'Pompes et irrigation', hu: 'Szivattyúk és öntözés',
            cs: 'Čerpadla a zavlažování', nb: 'Pumper og vanning', nl: 'Pompen en irrigatie', da: 'Pumper og vanding',
            sv: 'Pumpar och bevattning', es: 'Bombas y riego', fi: 'Pumput ja kastelu', pl: 'Pompy i nawadnianie',
            ro: 'Pompe și irigații', lt: 'Siurbliai ir laistymas', sl: 'Črpalke in namakanje',
            bg: 'Помпи и напояване', el: 'Αντλίες και άρδευση', hr: 'Pumpe i navodnjavanje',
          },
          productKinds: [
            {
              key: 'agriculture-petrol-water-pump',
              name: {
                sk: 'Benzínové čerpadlo', en: 'Petrol water pump', de: 'Benzin-Wasserpumpe',
                pt: 'Motobomba a gasolina', it: 'Motopompa a benzina', fr: 'Motopompe thermique',
                hu: 'Benzinmotoros szivattyú', cs: 'Benzínové čerpadlo', nb: 'Bensindrevet vannpumpe',
                nl: 'Benzine-waterpomp', da: 'Benzindrevet vandpumpe', sv: 'Bensindriven vattenpump',
                es: 'Motobomba de gasolina', fi: 'Bensiinikäyttöinen vesipumppu', pl: 'Motopompa spalinowa',
                ro: 'Motopompă pe benzină', lt: 'Benzininis vandens siurblys', sl: 'Bencinska črpalka za vodo',
                bg: 'Бензинова мотопомпа', el: 'Βενζινοκίνητη αντλία νερού', hr: 'Benzinska pumpa za vodu',
              },
              basePriceEurCents: 34900,
              freight: false,
              spec: { unit: 'l/min', values: [300, 500, 1000, 1300], label: FLOW_RATE },
            },
            {
              key: 'agriculture-drip-tape',
              name: {
                sk: 'Kvapková závlahová páska', en: 'Drip irrigation tape', de: 'Tropfschlauch',
                pt: 'Fita de rega gota-a-gota', it: 'Manichetta per irrigazione a goccia',
                fr: 'Gaine goutte-à-goutte', hu: 'Csepegtető szalag', cs: 'Kapková závlahová páska',
                nb: 'Dryppslange', nl: 'Druppelslang', da: 'Drypslange', sv: 'Droppslang',
                es: 'Cinta de riego por goteo', fi: 'Tippukasteluletku', pl: 'Taśma kroplująca',
                ro: 'Bandă de picurare', lt: 'Lašelinė laistymo juosta', sl: 'Kapljični namakalni trak',
                bg: 'Лента за капково напояване', el: 'Ταινία στάγδην άρδευσης',
                hr: 'Traka za navodnjavanje kap po kap',
              },
              basePriceEurCents: 2990,
              freight: false,
              spec: { unit: 'm', values: [100, 250, 500, 1000], label: LENGTH },
              volumeDiscountGroup: 'consumables',
            },
          ],
        },
      ],
    },
  ],
};

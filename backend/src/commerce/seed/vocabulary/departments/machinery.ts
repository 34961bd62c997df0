import type { CategoryNode, Localized } from '../vocabulary-types.js';
import { LOAD_CAPACITY, POWER, WEIGHT } from '../spec-labels.js';

// Construction and industrial machinery: concrete work, power and compressed air, lifting and handling.

const DRUM_CAPACITY: Localized = {
  sk: 'Objem bubna', en: 'Drum capacity', de: 'Trommelvolumen', pt: 'Capacidade do tambor',
  it: 'Capacità del tamburo', fr: 'Capacité de la cuve', hu: 'Dob űrtartalma', cs: 'Objem bubnu',
  nb: 'Trommelvolum', nl: 'Trommelinhoud', da: 'Tromlevolumen', sv: 'Trumvolym', es: 'Capacidad del tambor',
  fi: 'Rummun tilavuus', pl: 'Pojemność bębna', ro: 'Capacitatea cuvei', lt: 'Būgno talpa',
  sl: 'Prostornina bobna', bg: 'Обем на барабана', el: 'Χωρητικότητα κάδου', hr: 'Zapremnina bubnja',
};

const TANK_CAPACITY: Localized = {
  sk: 'Objem vzdušníka', en: 'Tank capacity', de: 'Kesselvolumen', pt: 'Capacidade do depósito',
  it: 'Capacità serbatoio', fr: 'Capacité de la cuve', hu: 'Tartálytérfogat', cs: 'Objem vzdušníku',
  nb: 'Tankvolum', nl: 'Tankinhoud', da: 'Tankvolumen', sv: 'Tankvolym', es: 'Capacidad del calderín',
  fi: 'Säiliön tilavuus', pl: 'Pojemność zbiornika', ro: 'Capacitate rezervor', lt: 'Resyverio talpa',
  sl: 'Prostornina posode', bg: 'Обем на ресивъра', el: 'Χωρητικότητα δοχείου', hr: 'Volumen spremnika',
};

const POKER_DIAMETER: Localized = {
  sk: 'Priemer hlavice', en: 'Poker diameter', de: 'Flaschendurchmesser', pt: 'Diâmetro da agulha',
  it: "Diametro dell'ago", fr: "Diamètre de l'aiguille", hu: 'Tűátmérő', cs: 'Průměr hlavice',
  nb: 'Stavdiameter', nl: 'Naalddiameter', da: 'Stavdiameter', sv: 'Stavdiameter',
  es: 'Diámetro de la aguja', fi: 'Sauvan halkaisija', pl: 'Średnica buławy', ro: 'Diametrul lancei',
  lt: 'Antgalio skersmuo', sl: 'Premer igle', bg: 'Диаметър на иглата', el: 'Διάμετρος βελόνας',
  hr: 'Promjer igle',
};

export const MACHINERY: CategoryNode = {
  key: 'machinery',
  name: {
    sk: 'Stavebné a priemyselné stroje', en: 'Construction and industrial machinery',
    de: 'Bau- und Industriemaschinen', pt: 'Máquinas de construção e industriais',
    it: 'Macchine edili e industriali', fr: 'Machines de chantier et industrielles',
    hu: 'Építőipari és ipari gépek', cs: 'Stavební a průmyslové stroje', nb: 'Bygg- og industrimaskiner',
    nl: 'Bouw- en industriemachines', da: 'Bygge- og industrimaskiner', sv: 'Bygg- och industrimaskiner',
    es: 'Maquinaria de construcción e industrial', fi: 'Rakennus- ja teollisuuskoneet',
    pl: 'Maszyny budowlane i przemysłowe', ro: 'Utilaje de construcții și industriale',
    lt: 'Statybinė ir pramoninė technika', sl: 'Gradbeni in industrijski stroji',
    bg: 'Строителни и индустриални машини', el: 'Οικοδομικά και βιομηχανικά μηχανήματα',
    hr: 'Građevinski i industrijski strojevi',
  },
  children: [
    {
      key: 'machinery-concrete',
      name: {
        sk: 'Stroje na betón', en: 'Concrete equipment', de: 'Betontechnik', pt: 'Equipamento para betão',
        it: 'Macchine per calcestruzzo', fr: 'Matériel pour béton', hu: 'Betontechnika', cs: 'Technika pro beton',
        nb: 'Betongutstyr', nl: 'Betonmachines', da: 'Betonudstyr', sv: 'Betongutrustning',
        es: 'Maquinaria para hormigón', fi: 'Betonikoneet', pl: 'Maszyny do betonu', ro: 'Utilaje pentru beton',
        lt: 'Betono įranga', sl: 'Stroji za beton', bg: 'Машини за бетон', el: 'Μηχανήματα σκυροδέματος',
        hr: 'Strojevi za beton',
      },
      children: [
        {
          key: 'machinery-concrete-mixers',
          name: {
            sk: 'Miešačky a miešadlá', en: 'Concrete and mortar mixers', de: 'Betonmischer und Rührwerke',
            pt: 'Betoneiras e misturadores', it: 'Betoniere e miscelatori', fr: 'Bétonnières et malaxeurs',
            hu: 'Betonkeverők és habarcskeverők', cs: 'Míchačky a míchadla', nb: 'Betongblandere og røreverk',
            nl: 'Betonmolens en mengers', da: 'Betonblandere og røreværker', sv: 'Betongblandare och omrörare',
            es: 'Hormigoneras y mezcladoras', fi: 'Betonimyllyt ja sekoittimet', pl: 'Betoniarki i mieszadła',
            ro: 'Betoniere și malaxoare', lt: 'Betono ir skiedinio maišyklės', sl: 'Mešalci za beton in malto',
            bg: 'Бетонобъркачки и миксери', el: 'Μπετονιέρες και αναδευτήρες',
            hr: 'Miješalice za beton i mort',
          },
          productKinds: [
            {
              key: 'machinery-concrete-mixer',
              name: {
                sk: 'Miešačka na betón', en: 'Concrete mixer', de: 'Betonmischer', pt: 'Betoneira',
                it: 'Betoniera', fr: 'Bétonnière', hu: 'Betonkeverő', cs: 'Stavební míchačka',
                nb: 'Betongblander', nl: 'Betonmolen', da: 'Betonblander', sv: 'Betongblandare',
                es: 'Hormigonera', fi: 'Betonimylly', pl: 'Betoniarka', ro: 'Betonieră', lt: 'Betono maišyklė',
                sl: 'Mešalec za beton', bg: 'Бетонобъркачка', el: 'Μπετονιέρα', hr: 'Miješalica za beton',
              },
              basePriceEurCents: 39900,
              freight: true,
              spec: { unit: 'l', values: [140, 160, 190, 250], label: DRUM_CAPACITY },
            },
            {
              key: 'machinery-paddle-mixer',
              name: {
                sk: 'Miešadlo', en: 'Paddle mixer', de: 'Rührwerk', pt: 'Misturador elétrico',
                it: 'Miscelatore elettrico', fr: 'Malaxeur électrique', hu: 'Habarcskeverő gép', cs: 'Míchadlo',
                nb: 'Røreverk', nl: 'Mortelmenger', da: 'Røreværk', sv: 'Omrörare', es: 'Mezcladora de mortero',
                fi: 'Sekoitin', pl: 'Mieszadło', ro: 'Malaxor electric', lt: 'Rankinė maišyklė', sl: 'Mešalo',
                bg: 'Миксер за строителни смеси', el: 'Αναδευτήρας', hr: 'Miješalica za mort',
              },
              basePriceEurCents: 24900,
              freight: false,
              spec: { unit: 'W', values: [1200, 1600, 1800, 2300], label: POWER },
            },
          ],
        },
        {
          key: 'machinery-concrete-compaction',
          name: {
            sk: 'Zhutňovacia technika', en: 'Compaction equipment', de: 'Verdichtungstechnik',
            pt: 'Equipamento de compactação', it: 'Macchine per la compattazione', fr: 'Matériel de compactage',
            hu: 'Tömörítőgépek', cs: 'Hutnicí technika', nb: 'Komprimeringsutstyr', nl: 'Verdichtingsmachines',
            da: 'Komprimeringsudstyr', sv: 'Packningsutrustning', es: 'Equipos de compactación',
            fi: 'Tiivistyskoneet', pl: 'Sprzęt do zagęszczania', ro: 'Echipamente de compactare',
            lt: 'Tankinimo įranga', sl: 'Oprema za zbijanje', bg: 'Уплътняваща техника',
            el: 'Εξοπλισμός συμπύκνωσης', hr: 'Strojevi za zbijanje',
          },
          productKinds: [
            {
              key: 'machinery-plate-compactor',
              name: {
                sk: 'Vibračná doska', en: 'Plate compactor', de: 'Rüttelplatte', pt: 'Placa compactadora',
                it: 'Piastra vibrante', fr: 'Plaque vibrante', hu: 'Lapvibrátor', cs: 'Vibrační deska',
                nb: 'Markvibrator', nl: 'Trilplaat', da: 'Pladevibrator', sv: 'Markvibrator',
                es: 'Bandeja vibrante', fi: 'Tärylevy', pl: 'Zagęszczarka płytowa', ro: 'Placă compactoare',
                lt: 'Vibroplokštė', sl: 'Vibracijska plošča', bg: 'Виброплоча', el: 'Δονητική πλάκα',
                hr: 'Vibro ploča',
              },
              basePriceEurCents: 119000,
              freight: true,
              spec: { unit: 'kg', values: [60, 90, 130, 200], label: WEIGHT },
            },
            {
              key: 'machinery-concrete-vibrator',
              name: {
                sk: 'Ponorný vibrátor', en: 'Concrete vibrator', de: 'Innenrüttler', pt: 'Vibrador de betão',
                it: 'Vibratore per calcestruzzo', fr: 'Aiguille vibrante', hu: 'Betonvibrátor',
                cs: 'Ponorný vibrátor', nb: 'Stavvibrator', nl: 'Trilnaald', da: 'Stavvibrator',
                sv: 'Betongvibrator', es: 'Vibrador de hormigón', fi: 'Sauvatärytin', pl: 'Wibrator wgłębny',
                ro: 'Vibrator pentru beton', lt: 'Betono vibratorius', sl: 'Vibrator za beton',
                bg: 'Вибратор за бетон', el: 'Δονητής σκυροδέματος', hr: 'Pervibrator',
              },
              basePriceEurCents: 44900,
              freight: false,
              spec: { unit: 'mm', values: [25, 38, 50, 58], label: POKER_DIAMETER },
            },
          ],
        },
      ],
    },
    {
      key: 'machinery-power',
      name: {
        sk: 'Elektrocentrály a kompresory', en: 'Generators and compressors', de: 'Stromerzeuger und Druckluft',
        pt: 'Geradores e compressores', it: 'Generatori e compressori', fr: 'Groupes électrogènes et compresseurs',
        hu: 'Áramfejlesztők és kompresszorok', cs: 'Elektrocentrály a kompresory', nb: 'Aggregater og kompressorer',
        nl: 'Aggregaten en compressoren', da: 'Generatorer og kompressorer', sv: 'Elverk och kompressorer',
        es: 'Generadores y compresores', fi: 'Aggregaatit ja kompressorit', pl: 'Agregaty i sprężarki',
        ro: 'Generatoare și compresoare', lt: 'Generatoriai ir kompresoriai', sl: 'Agregati in kompresorji',
        bg: 'Генератори и компресори', el: 'Γεννήτριες και αεροσυμπιεστές', hr: 'Agregati i kompresori',
      },
      children: [
        {
          key: 'machinery-power-generators',
          name: {
            sk: 'Elektrocentrály', en: 'Generators', de: 'Stromerzeuger', pt: 'Geradores',
            it: 'Generatori di corrente', fr: 'Groupes électrogènes', hu: 'Áramfejlesztők', cs: 'Elektrocentrály',
            nb: 'Strømaggregater', nl: 'Aggregaten', da: 'Generatorer', sv: 'Elverk', es: 'Generadores',
            fi: 'Aggregaatit', pl: 'Agregaty prądotwórcze', ro: 'Generatoare de curent', lt: 'Elektros generatoriai',
            sl: 'Električni agregati', bg: 'Генератори за ток', el: 'Γεννήτριες ρεύματος', hr: 'Agregati za struju',
          },
          productKinds: [
            {
              key: 'machinery-petrol-generator',
              name: {
                sk: 'Benzínová elektrocentrála', en: 'Petrol generator', de: 'Benzin-Stromerzeuger',
                pt: 'Gerador a gasolina', it: 'Generatore a benzina', fr: 'Groupe électrogène essence',
                hu: 'Benzinmotoros áramfejlesztő', cs: 'Benzínová elektrocentrála', nb: 'Bensinaggregat',
                nl: 'Benzine-aggregaat', da: 'Benzingenerator', sv: 'Bensindrivet elverk',
                es: 'Generador de gasolina', fi: 'Bensiiniaggregaatti', pl: 'Agregat prądotwórczy benzynowy',
                ro: 'Generator pe benzină', lt: 'Benzininis generatorius', sl: 'Bencinski agregat',
                bg: 'Бензинов генератор', el: 'Βενζινογεννήτρια', hr: 'Benzinski agregat',
              },
              basePriceEurCents: 69900,
              freight: false,
              spec: { unit: 'W', values: [2800, 3500, 5500, 7000], label: POWER },
            },
            {
              key: 'machinery-inverter-generator',
              name: {
                sk: 'Invertorová elektrocentrála', en: 'Inverter generator', de: 'Inverter-Stromerzeuger',
                pt: 'Gerador inverter', it: 'Generatore inverter', fr: 'Groupe électrogène inverter',
                hu: 'Inverteres áramfejlesztő', cs: 'Invertorová elektrocentrála', nb: 'Inverteraggregat',
                nl: 'Inverter-aggregaat', da: 'Invertergenerator', sv: 'Inverterelverk', es: 'Generador inverter',
                fi: 'Invertteriaggregaatti', pl: 'Agregat inwertorowy', ro: 'Generator invertor',
                lt: 'Inverterinis generatorius', sl: 'Inverterski agregat', bg: 'Инверторен генератор',
                el: 'Γεννήτρια inverter', hr: 'Inverterski agregat',
              },
              basePriceEurCents: 89900,
              freight: false,
              spec: { unit: 'W', values: [1000, 2000, 3000, 3500], label: POWER },
            },
          ],
        },
        {
          key: 'machinery-power-compressors',
          name: {
            sk: 'Kompresory', en: 'Compressors', de: 'Kompressoren', pt: 'Compressores', it: 'Compressori',
            fr: 'Compresseurs', hu: 'Kompresszorok', cs: 'Kompresory', nb: 'Kompressorer', nl: 'Compressoren',
            da: 'Kompressorer', sv: 'Kompressorer', es: 'Compresores', fi: 'Kompressorit', pl: 'Sprężarki',
            ro: 'Compresoare', lt: 'Kompresoriai', sl: 'Kompresorji', bg: 'Компресори', el: 'Αεροσυμπιεστές',
            hr: 'Kompresori',
          },
          productKinds: [
            {
              key: 'machinery-piston-compressor',
              name: {
                sk: 'Piestový kompresor', en: 'Piston compressor', de: 'Kolbenkompressor',
                pt: 'Compressor de pistão', it: 'Compressore a pistone', fr: 'Compresseur à piston',
                hu: 'Dugattyús kompresszor', cs: 'Pístový kompresor', nb: 'Stempelkompressor',
                nl: 'Zuigercompressor', da: 'Stempelkompressor', sv: 'Kolvkompressor', es: 'Compresor de pistón',
                fi: 'Mäntäkompressori', pl: 'Sprężarka tłokowa', ro: 'Compresor cu piston',
                lt: 'Stūmoklinis kompresorius', sl: 'Batni kompresor', bg: 'Бутален компресор',
                el: 'Εμβολοφόρος αεροσυμπιεστής', hr: 'Klipni kompresor',
              },
              basePriceEurCents: 39900,
              freight: false,
              spec: { unit: 'l', values: [24, 50, 100, 200], label: TANK_CAPACITY },
            },
            {
              key: 'machinery-screw-compressor',
              name: {
                sk: 'Skrutkový kompresor', en: 'Screw compressor', de: 'Schraubenkompressor',
                pt: 'Compressor de parafuso', it: 'Compressore a vite', fr: 'Compresseur à vis',
                hu: 'Csavarkompresszor', cs: 'Šroubový kompresor', nb: 'Skruekompressor', nl: 'Schroefcompressor',
                da: 'Skruekompressor', sv: 'Skruvkompressor', es: 'Compresor de tornillo', fi: 'Ruuvikompressori',
                pl: 'Sprężarka śrubowa', ro: 'Compresor cu șurub', lt: 'Sraigtinis kompresorius',
                sl: 'Vijačni kompresor', bg: 'Винтов компресор', el: 'Κοχλιοφόρος αεροσυμπιεστής',
                hr: 'Vijčani kompresor',
              },
              basePriceEurCents: 549000,
              freight: true,
              spec: { unit: 'kW', values: [4, 7, 11, 15, 22], label: POWER },
            },
          ],
        },
      ],
    },
    {
      key: 'machinery-lifting',
      name: {
        sk: 'Zdvíhacia a manipulačná technika', en: 'Lifting and handling', de: 'Hebe- und Fördertechnik',
        pt: 'Elevação e movimentação de cargas', it: 'Sollevamento e movimentazione', fr: 'Levage et manutention',
        hu: 'Emelő- és anyagmozgató gépek', cs: 'Zdvihací a manipulační technika', nb: 'Løfte- og transportutstyr',
        nl: 'Hijs- en transportmiddelen', da: 'Løfte- og transportudstyr', sv: 'Lyft- och transportutrustning',
        es: 'Elevación y manutención', fi: 'Nosto- ja siirtolaitteet', pl: 'Technika podnoszenia i transportu',
        ro: 'Ridicare și manipulare', lt: 'Kėlimo ir transportavimo įranga', sl: 'Dvižna in transportna oprema',
        bg: 'Повдигаща и транспортна техника', el: 'Ανύψωση και μεταφορά φορτίων',
        hr: 'Oprema za dizanje i transport',
      },
      children: [
        {
          key: 'machinery-lifting-hoists',
          name: {
            sk: 'Kladkostroje', en: 'Hoists', de: 'Seil- und Kettenzüge', pt: 'Guinchos e diferenciais',
            it: 'Paranchi', fr: 'Palans', hu: 'Emelők és csörlők', cs: 'Kladkostroje', nb: 'Taljer', nl: 'Takels',
            da: 'Taljer', sv: 'Taljor', es: 'Polipastos', fi: 'Nostimet', pl: 'Wciągniki', ro: 'Palane',
            lt: 'Keltuvai', sl: 'Dvigala in škripci', bg: 'Телфери', el: 'Παλάγκα', hr: 'Dizalice',
          },
          productKinds: [
            {
              key: 'machinery-electric-hoist',
              name: {
                sk: 'Elektrický lanový kladkostroj', en: 'Electric hoist', de: 'Elektroseilzug',
                pt: 'Guincho elétrico', it: 'Paranco elettrico a fune', fr: 'Palan électrique à câble',
                hu: 'Elektromos csörlő', cs: 'Elektrický lanový kladkostroj', nb: 'Elektrisk vaiertalje',
                nl: 'Elektrische staaldraadtakel', da: 'Elektrisk wiretalje', sv: 'Elektrisk vajertalja',
                es: 'Polipasto eléctrico de cable', fi: 'Sähkövaijerinostin', pl: 'Wciągnik elektryczny linowy',
                ro: 'Palan electric cu cablu', lt: 'Elektrinis lyninis keltuvas', sl: 'Električno vrvno dvigalo',
                bg: 'Електрически телфер', el: 'Ηλεκτρικό παλάγκο', hr: 'Električna dizalica s užetom',
              },
              basePriceEurCents: 18900,
              freight: false,
              spec: { unit: 'kg', values: [125, 250, 500, 1000], label: LOAD_CAPACITY },
            },
            {
              key: 'machinery-manual-chain-hoist',
              name: {
                sk: 'Ručný reťazový kladkostroj', en: 'Manual chain hoist', de: 'Handkettenzug',
                pt: 'Diferencial manual de corrente', it: 'Paranco manuale a catena', fr: 'Palan manuel à chaîne',
                hu: 'Kézi láncos emelő', cs: 'Ruční řetězový kladkostroj', nb: 'Manuell kjettingtalje',
                nl: 'Handkettingtakel', da: 'Manuel kædetalje', sv: 'Manuell kättingtalja',
                es: 'Polipasto manual de cadena', fi: 'Käsiketjunostin', pl: 'Wciągnik łańcuchowy ręczny',
                ro: 'Palan manual cu lanț', lt: 'Rankinis grandininis keltuvas', sl: 'Ročno verižno dvigalo',
                bg: 'Ръчна верижна макара', el: 'Χειροκίνητο παλάγκο αλυσίδας', hr: 'Ručna lančana dizalica',
              },
              basePriceEurCents: 12900,
              freight: false,
              spec: { unit: 'kg', values: [500, 1000, 2000, 3000, 5000], label: LOAD_CAPACITY },
            },
          ],
        },
        {
          key: 'machinery-lifting-trucks',
          name: {
            sk: 'Paletové a plošinové vozíky', en: 'Pallet trucks and trolleys', de: 'Hubwagen und Transportwagen',
            pt: 'Porta-paletes e carros de transporte', it: 'Transpallet e carrelli', fr: 'Transpalettes et chariots',
            hu: 'Raklapemelők és kézikocsik', cs: 'Paletové a plošinové vozíky', nb: 'Palletjekker og traller',
            nl: 'Palletwagens en transportkarren', da: 'Palleløftere og transportvogne',
            sv: 'Pallyftare och transportvagnar', es: 'Transpaletas y carros', fi: 'Haarukkavaunut ja kuljetusvaunut',
            pl: 'Wózki paletowe i platformowe', ro: 'Transpaleți și cărucioare',
            lt: 'Palečių ir platforminiai vežimėliai', sl: 'Paletni in transportni vozički',
            bg: 'Палетни и платформени колички', el: 'Παλετοφόρα και καρότσια', hr: 'Paletna i transportna kolica',
          },
          productKinds: [
            {
              key: 'machinery-hand-pallet-truck',
              name: {
                sk: 'Ručný paletový vozík', en: 'Hand pallet truck', de: 'Handhubwagen', pt: 'Porta-paletes manual',
                it: 'Transpallet manuale', fr: 'Transpalette manuel', hu: 'Kézi raklapemelő',
                cs: 'Ruční paletový vozík', nb: 'Palletjekk', nl: 'Handpallettruck', da: 'Palleløfter',
                sv: 'Pallyftare', es: 'Transpaleta manual', fi: 'Haarukkavaunu', pl: 'Wózek paletowy ręczny',
                ro: 'Transpalet manual', lt: 'Rankinis palečių vežimėlis', sl: 'Ročni paletni viličar',
                bg: 'Ръчна палетна количка', el: 'Χειροκίνητο παλετοφόρο', hr: 'Ručni paletni viličar',
              },
              basePriceEurCents: 32900,
              freight: true,
              spec: { unit: 'kg', values: [2000, 2500, 3000], label: LOAD_CAPACITY },
            },
            {
              key: 'machinery-platform-trolley',
              name: {
                sk: 'Plošinový vozík', en: 'Platform trolley', de: 'Plattformwagen', pt: 'Carro de plataforma',
                it: 'Carrello a piattaforma', fr: 'Chariot à plateau', hu: 'Platós kézikocsi', cs: 'Plošinový vozík',
                nb: 'Plattformtralle', nl: 'Plateauwagen', da: 'Platformsvogn', sv: 'Plattformsvagn',
                es: 'Carro de plataforma', fi: 'Lavakärry', pl: 'Wózek platformowy', ro: 'Cărucior cu platformă',
                lt: 'Platforminis vežimėlis', sl: 'Ploščadni voziček', bg: 'Платформена количка',
                el: 'Καρότσι πλατφόρμας', hr: 'Platformna kolica',
              },
              basePriceEurCents: 12900,
              freight: false,
              spec: { unit: 'kg', values: [150, 300, 500, 600], label: LOAD_CAPACITY },
            },
          ],
        },
      ],
    },
  ],
};

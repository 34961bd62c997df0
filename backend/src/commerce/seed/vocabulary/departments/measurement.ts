import type { CategoryNode, Localized } from '../vocabulary-types.js';

// Measuring and testing instruments: electrical test equipment, length measurement, scales.

const MAX_VOLTAGE: Localized = {
  sk: 'Max. napätie', en: 'Max. voltage', de: 'Max. Spannung', pt: 'Tensão máx.', it: 'Tensione max.',
  fr: 'Tension max.', hu: 'Max. feszültség', cs: 'Max. napětí', nb: 'Maks. spenning', nl: 'Max. spanning',
  da: 'Maks. spænding', sv: 'Max. spänning', es: 'Tensión máx.', fi: 'Maksimijännite', pl: 'Maks. napięcie',
  ro: 'Tensiune max.', lt: 'Didžiausia įtampa', sl: 'Najvišja napetost', bg: 'Макс. напрежение', el: 'Μέγ. τάση',
  hr: 'Maks. napon',
};

const MAX_CURRENT: Localized = {
  sk: 'Max. prúd', en: 'Max. current', de: 'Max. Strom', pt: 'Corrente máx.', it: 'Corrente max.',
  fr: 'Courant max.', hu: 'Max. áramerősség', cs: 'Max. proud', nb: 'Maks. strøm', nl: 'Max. stroom',
  da: 'Maks. strøm', sv: 'Max. ström', es: 'Corriente máx.', fi: 'Maksimivirta', pl: 'Maks. prąd',
  ro: 'Curent max.', lt: 'Didžiausia srovė', sl: 'Največji tok', bg: 'Макс. ток', el: 'Μέγ. ρεύμα',
  hr: 'Maks. struja',
};

const TEST_VOLTAGE: Localized = {
  sk: 'Skúšobné napätie', en: 'Test voltage', de: 'Prüfspannung', pt: 'Tensão de ensaio', it: 'Tensione di prova',
  fr: "Tension d'essai", hu: 'Vizsgálófeszültség', cs: 'Zkušební napětí', nb: 'Testspenning', nl: 'Testspanning',
  da: 'Prøvespænding', sv: 'Provspänning', es: 'Tensión de prueba', fi: 'Testijännite', pl: 'Napięcie pomiarowe',
  ro: 'Tensiune de test', lt: 'Bandymo įtampa', sl: 'Preskusna napetost', bg: 'Изпитвателно напрежение',
  el: 'Τάση δοκιμής', hr: 'Ispitni napon',
};

const RANGE: Localized = {
  sk: 'Dosah', en: 'Range', de: 'Reichweite', pt: 'Alcance', it: 'Portata', fr: 'Portée', hu: 'Hatótávolság',
  cs: 'Dosah', nb: 'Rekkevidde', nl: 'Bereik', da: 'Rækkevidde', sv: 'Räckvidd', es: 'Alcance', fi: 'Kantama',
  pl: 'Zasięg', ro: 'Rază de acțiune', lt: 'Veikimo atstumas', sl: 'Doseg', bg: 'Обхват', el: 'Εμβέλεια',
  hr: 'Domet',
};

const MEASURING_RANGE: Localized = {
  sk: 'Rozsah merania', en: 'Measuring range', de: 'Messbereich', pt: 'Gama de medição', it: 'Campo di misura',
  fr: 'Plage de mesure', hu: 'Méréstartomány', cs: 'Rozsah měření', nb: 'Måleområde', nl: 'Meetbereik',
  da: 'Måleområde', sv: 'Mätområde', es: 'Rango de medición', fi: 'Mittausalue', pl: 'Zakres pomiarowy',
  ro: 'Domeniu de măsurare', lt: 'Matavimo diapazonas', sl: 'Merilno območje', bg: 'Измервателен обхват',
  el: 'Εύρος μέτρησης', hr: 'Mjerni raspon',
};

const WEIGHING_CAPACITY: Localized = {
  sk: 'Max. váživosť', en: 'Max. capacity', de: 'Höchstlast', pt: 'Capacidade máxima', it: 'Portata massima',
  fr: 'Portée maximale', hu: 'Méréshatár', cs: 'Max. váživost', nb: 'Maks. kapasitet', nl: 'Max. weegbereik',
  da: 'Maks. kapacitet', sv: 'Max. kapacitet', es: 'Capacidad máxima', fi: 'Punnituskapasiteetti',
  pl: 'Maksymalne obciążenie', ro: 'Capacitate maximă', lt: 'Didžiausia sveriama masė', sl: 'Največja obremenitev',
  bg: 'Максимален товар', el: 'Μέγιστο φορτίο ζύγισης', hr: 'Maks. nosivost',
};

export const MEASUREMENT: CategoryNode = {
  key: 'measurement',
  name: {
    sk: 'Meracia technika', en: 'Measuring instruments', de: 'Messtechnik', pt: 'Instrumentos de medição',
    it: 'Strumenti di misura', fr: 'Instruments de mesure', hu: 'Mérőműszerek', cs: 'Měřicí technika',
    nb: 'Måleinstrumenter', nl: 'Meetinstrumenten', da: 'Måleinstrumenter', sv: 'Mätinstrument',
    es: 'Instrumentos de medición', fi: 'Mittalaitteet', pl: 'Przyrządy pomiarowe', ro: 'Instrumente de măsură',
    lt: 'Matavimo prietaisai', sl: 'Merilni instrumenti', bg: 'Измервателни уреди', el: 'Όργανα μέτρησης',
    hr: 'Mjerni instrumenti',
  },
  children: [
    {
      key: 'measurement-electrical',
      name: {
        sk: 'Elektrické meracie prístroje', en: 'Electrical test equipment', de: 'Elektrische Messgeräte',
        pt: 'Instrumentos de medição elétrica', it: 'Strumenti di misura elettrici',
        fr: 'Appareils de mesure électrique', hu: 'Elektromos mérőműszerek', cs: 'Elektrické měřicí přístroje',
        nb: 'Elektriske måleinstrumenter', nl: 'Elektrische meetinstrumenten', da: 'Elektriske måleinstrumenter',
        sv: 'Elektriska mätinstrument', es: 'Instrumentos de medición eléctrica', fi: 'Sähkömittalaitteet',
        pl: 'Mierniki elektryczne', ro: 'Aparate de măsură electrice', lt: 'Elektros matavimo prietaisai',
        sl: 'Električni merilni instrumenti', bg: 'Електроизмервателни уреди', el: 'Ηλεκτρικά όργανα μέτρησης',
        hr: 'Električni mjerni instrumenti',
      },
      children: [
        {
          key: 'measurement-electrical-multimeters',
          name: {
            sk: 'Multimetre a kliešťové ampérmetre', en: 'Multimeters and clamp meters', de: 'Multimeter und Stromzangen',
            pt: 'Multímetros e pinças amperimétricas', it: 'Multimetri e pinze amperometriche',
            fr: 'Multimètres et pinces ampèremétriques', hu: 'Multiméterek és lakatfogók',
            cs: 'Multimetry a klešťové ampérmetry', nb: 'Multimetre og tangamperemetre', nl: 'Multimeters en stroomtangen',
            da: 'Multimetre og tangamperemetre', sv: 'Multimetrar och tångamperemetrar',
            es: 'Multímetros y pinzas amperimétricas', fi: 'Yleismittarit ja pihtimittarit',
            pl: 'Multimetry i mierniki cęgowe', ro: 'Multimetre și clești ampermetrici',
            lt: 'Multimetrai ir srovės matavimo replės', sl: 'Multimetri in tokovne klešče',
            bg: 'Мултицети и токови клещи', el: 'Πολύμετρα και αμπεροτσιμπίδες', hr: 'Multimetri i strujna kliješta',
          },
          productKinds: [
            {
              key: 'measurement-digital-multimeter',
              name: {
                sk: 'Digitálny multimeter', en: 'Digital multimeter', de: 'Digitalmultimeter', pt: 'Multímetro digital',
                it: 'Multimetro digitale', fr: 'Multimètre numérique', hu: 'Digitális multiméter',
                cs: 'Digitální multimetr', nb: 'Digitalt multimeter', nl: 'Digitale multimeter',
                da: 'Digitalt multimeter', sv: 'Digital multimeter', es: 'Multímetro digital',
                fi: 'Digitaalinen yleismittari', pl: 'Multimetr cyfrowy', ro: 'Multimetru digital',
                lt: 'Skaitmeninis multimetras', sl: 'Digitalni multimeter', bg: 'Цифров мултицет',
                el: 'Ψηφιακό πολύμετρο', hr: 'Digitalni multimetar',
              },
              basePriceEurCents: 12900,
              freight: false,
              spec: { unit: 'V', values: [600, 750, 1000], label: MAX_VOLTAGE },
            },
            {
              key: 'measurement-clamp-meter',
              name: {
                sk: 'Kliešťový ampérmeter', en: 'Clamp meter', de: 'Stromzange', pt: 'Pinça amperimétrica',
                it: 'Pinza amperometrica', fr: 'Pince ampèremétrique', hu: 'Lakatfogó', cs: 'Klešťový ampérmetr',
                nb: 'Tangamperemeter', nl: 'Stroomtang', da: 'Tangamperemeter', sv: 'Tångamperemeter',
                es: 'Pinza amperimétrica', fi: 'Pihtimittari', pl: 'Miernik cęgowy', ro: 'Clește ampermetric',
                lt: 'Srovės matavimo replės', sl: 'Tokovne klešče', bg: 'Токови клещи', el: 'Αμπεροτσιμπίδα',
                hr: 'Strujna kliješta',
              },
              basePriceEurCents: 15900,
              freight: false,
              spec: { unit: 'A', values: [400, 600, 1000], label: MAX_CURRENT },
            },
          ],
        },
        {
          key: 'measurement-electrical-testers',
          name: {
            sk: 'Merače izolácie a skúšačky napätia', en: 'Insulation and voltage testers',
            de: 'Isolations- und Spannungsprüfer', pt: 'Medidores de isolamento e detetores de tensão',
            it: 'Misuratori di isolamento e rilevatori di tensione',
            fr: "Contrôleurs d'isolement et vérificateurs d'absence de tension",
            hu: 'Szigetelés- és feszültségvizsgálók', cs: 'Měřiče izolace a zkoušečky napětí',
            nb: 'Isolasjonsmålere og spenningstestere', nl: 'Isolatiemeters en spanningstesters',
            da: 'Isolationsmålere og spændingstestere', sv: 'Isolationsprovare och spänningsprovare',
            es: 'Medidores de aislamiento y comprobadores de tensión', fi: 'Eristysvastusmittarit ja jännitteenkoettimet',
            pl: 'Mierniki izolacji i testery napięcia', ro: 'Megohmmetre și testere de tensiune',
            lt: 'Izoliacijos matuokliai ir įtampos testeriai', sl: 'Merilniki izolacije in preizkuševalniki napetosti',
            bg: 'Мегаомметри и тестери за напрежение', el: 'Όργανα μέτρησης μόνωσης και δοκιμαστικά τάσης',
            hr: 'Mjerači izolacije i ispitivači napona',
          },
          productKinds: [
            {
              key: 'measurement-insulation-tester',
              name: {
                sk: 'Merač izolačného odporu', en: 'Insulation resistance tester', de: 'Isolationsmessgerät',
                pt: 'Medidor de resistência de isolamento', it: 'Misuratore di isolamento', fr: "Contrôleur d'isolement",
                hu: 'Szigetelésvizsgáló', cs: 'Měřič izolačního odporu', nb: 'Isolasjonsmåler',
                nl: 'Isolatieweerstandsmeter', da: 'Isolationsmåler', sv: 'Isolationsprovare', es: 'Medidor de aislamiento',
                fi: 'Eristysvastusmittari', pl: 'Miernik rezystancji izolacji', ro: 'Megohmmetru',
                lt: 'Izoliacijos varžos matuoklis', sl: 'Merilnik izolacijske upornosti', bg: 'Мегаомметър',
                el: 'Όργανο μέτρησης αντίστασης μόνωσης', hr: 'Mjerač otpora izolacije',
              },
              basePriceEurCents: 49900,
              freight: false,
              spec: { unit: 'V', values: [500, 1000, 2500, 5000], label: TEST_VOLTAGE },
            },
            {
              key: 'measurement-voltage-tester',
              name: {
                sk: 'Dvojpólová skúšačka napätia', en: 'Two-pole voltage tester', de: 'Zweipoliger Spannungsprüfer',
                pt: 'Detetor de tensão bipolar', it: 'Rilevatore di tensione bipolare',
                fr: "Vérificateur d'absence de tension", hu: 'Kétpólusú feszültségvizsgáló',
                cs: 'Dvoupólová zkoušečka napětí', nb: 'Topolet spenningstester', nl: 'Tweepolige spanningstester',
                da: 'Topolet spændingstester', sv: 'Tvåpolig spänningsprovare', es: 'Comprobador de tensión bipolar',
                fi: 'Kaksinapainen jännitteenkoetin', pl: 'Dwubiegunowy tester napięcia',
                ro: 'Tester de tensiune bipolar', lt: 'Dvipolis įtampos testeris',
                sl: 'Dvopolni preizkuševalnik napetosti', bg: 'Двуполюсен тестер за напрежение',
                el: 'Διπολικό δοκιμαστικό τάσης', hr: 'Dvopolni ispitivač napona',
              },
              basePriceEurCents: 5900,
              freight: false,
              spec: { unit: 'V', values: [400, 690, 1000], label: MAX_VOLTAGE },
            },
          ],
        },
      ],
    },
    {
      key: 'measurement-length',
      name: {
        sk: 'Meranie dĺžky a vzdialenosti', en: 'Length and distance measurement', de: 'Längen- und Entfernungsmessung',
        pt: 'Medição de comprimento e distância', it: 'Misura di lunghezze e distanze',
        fr: 'Mesure de longueurs et de distances', hu: 'Hossz- és távolságmérés', cs: 'Měření délky a vzdálenosti',
        nb: 'Lengde- og avstandsmåling', nl: 'Lengte- en afstandsmeting', da: 'Længde- og afstandsmåling',
        sv: 'Längd- och avståndsmätning', es: 'Medición de longitud y distancia', fi: 'Pituuden ja etäisyyden mittaus',
        pl: 'Pomiar długości i odległości', ro: 'Măsurarea lungimii și distanței', lt: 'Ilgio ir atstumo matavimas',
        sl: 'Merjenje dolžine in razdalje', bg: 'Измерване на дължина и разстояние', el: 'Μέτρηση μήκους και απόστασης',
        hr: 'Mjerenje duljine i udaljenosti',
      },
      children: [
        {
          key: 'measurement-length-laser',
          name: {
            sk: 'Laserové meracie prístroje', en: 'Laser measuring tools', de: 'Lasermessgeräte',
            pt: 'Instrumentos de medição a laser', it: 'Strumenti di misura laser', fr: 'Instruments de mesure laser',
            hu: 'Lézeres mérőeszközök', cs: 'Laserové měřicí přístroje', nb: 'Lasermåleinstrumenter',
            nl: 'Lasermeetinstrumenten', da: 'Lasermåleinstrumenter', sv: 'Lasermätinstrument',
            es: 'Instrumentos de medición láser', fi: 'Lasermittalaitteet', pl: 'Przyrządy laserowe',
            ro: 'Instrumente de măsură cu laser', lt: 'Lazeriniai matavimo prietaisai', sl: 'Laserski merilni instrumenti',
            bg: 'Лазерни измервателни уреди', el: 'Όργανα μέτρησης με λέιζερ', hr: 'Laserski mjerni instrumenti',
          },
          productKinds: [
            {
              key: 'measurement-laser-distance-meter',
              name: {
                sk: 'Laserový diaľkomer', en: 'Laser distance meter', de: 'Laser-Entfernungsmesser',
                pt: 'Medidor de distância a laser', it: 'Misuratore di distanza laser', fr: 'Télémètre laser',
                hu: 'Lézeres távolságmérő', cs: 'Laserový dálkoměr', nb: 'Laseravstandsmåler', nl: 'Laserafstandsmeter',
                da: 'Laserafstandsmåler', sv: 'Laseravståndsmätare', es: 'Medidor láser de distancia',
                fi: 'Laseretäisyysmittari', pl: 'Dalmierz laserowy', ro: 'Telemetru laser',
                lt: 'Lazerinis atstumo matuoklis', sl: 'Laserski merilnik razdalje', bg: 'Лазерна ролетка',
                el: 'Μετρητής απόστασης λέιζερ', hr: 'Laserski daljinomjer',
              },
              basePriceEurCents: 14900,
              freight: false,
              spec: { unit: 'm', values: [40, 60, 100, 150], label: RANGE },
            },
            {
              key: 'measurement-rotary-laser',
              name: {
                sk: 'Rotačný laser', en: 'Rotary laser level', de: 'Rotationslaser', pt: 'Nível laser rotativo',
                it: 'Livella laser rotante', fr: 'Laser rotatif', hu: 'Forgólézer', cs: 'Rotační laser',
                nb: 'Rotasjonslaser', nl: 'Rotatielaser', da: 'Rotationslaser', sv: 'Rotationslaser',
                es: 'Nivel láser rotativo', fi: 'Rotaatiolaser', pl: 'Niwelator laserowy rotacyjny',
                ro: 'Nivelă laser rotativă', lt: 'Rotacinis lazerinis nivelyras', sl: 'Rotacijski laser',
                bg: 'Ротационен лазерен нивелир', el: 'Περιστροφικό αλφάδι λέιζερ', hr: 'Rotacijski laser',
              },
              basePriceEurCents: 79900,
              freight: false,
              spec: { unit: 'm', values: [400, 600, 800], label: RANGE },
            },
          ],
        },
        {
          key: 'measurement-length-calipers',
          name: {
            sk: 'Posuvné meradlá a mikrometre', en: 'Calipers and micrometers', de: 'Messschieber und Mikrometer',
            pt: 'Paquímetros e micrómetros', it: 'Calibri e micrometri', fr: 'Pieds à coulisse et micromètres',
            hu: 'Tolómérők és mikrométerek', cs: 'Posuvná měřítka a mikrometry', nb: 'Skyvelær og mikrometre',
            nl: 'Schuifmaten en micrometers', da: 'Skydelærer og mikrometre', sv: 'Skjutmått och mikrometrar',
            es: 'Calibres y micrómetros', fi: 'Työntömitat ja mikrometrit', pl: 'Suwmiarki i mikrometry',
            ro: 'Șublere și micrometre', lt: 'Slankmačiai ir mikrometrai', sl: 'Kljunasta merila in mikrometri',
            bg: 'Шублери и микрометри', el: 'Παχύμετρα και μικρόμετρα', hr: 'Pomična mjerila i mikrometri',
          },
          productKinds: [
            {
              key: 'measurement-digital-caliper',
              name: {
                sk: 'Digitálne posuvné meradlo', en: 'Digital caliper', de: 'Digitaler Messschieber',
                pt: 'Paquímetro digital', it: 'Calibro digitale', fr: 'Pied à coulisse numérique',
                hu: 'Digitális tolómérő', cs: 'Digitální posuvné měřítko', nb: 'Digitalt skyvelær',
                nl: 'Digitale schuifmaat', da: 'Digital skydelære', sv: 'Digitalt skjutmått', es: 'Calibre digital',
                fi: 'Digitaalinen työntömitta', pl: 'Suwmiarka cyfrowa', ro: 'Șubler digital',
                lt: 'Skaitmeninis slankmatis', sl: 'Digitalno kljunasto merilo', bg: 'Дигитален шублер',
                el: 'Ψηφιακό παχύμετρο', hr: 'Digitalno pomično mjerilo',
              },
              basePriceEurCents: 6900,
              freight: false,
              spec: { unit: 'mm', values: [150, 200, 300], label: MEASURING_RANGE },
            },
            {
              key: 'measurement-outside-micrometer',
              name: {
                sk: 'Strmeňový mikrometer', en: 'Outside micrometer', de: 'Bügelmessschraube',
                pt: 'Micrómetro de exteriores', it: 'Micrometro per esterni', fr: "Micromètre d'extérieur",
                hu: 'Kengyeles mikrométer', cs: 'Třmenový mikrometr', nb: 'Utvendig mikrometer', nl: 'Buitenmicrometer',
                da: 'Udvendig mikrometer', sv: 'Bygelmikrometer', es: 'Micrómetro de exteriores', fi: 'Ulkomikrometri',
                pl: 'Mikrometr zewnętrzny', ro: 'Micrometru de exterior', lt: 'Išorinis mikrometras',
                sl: 'Mikrometer za zunanje merjenje', bg: 'Микрометър за външно измерване',
                el: 'Μικρόμετρο εξωτερικών μετρήσεων', hr: 'Mikrometar za vanjska mjerenja',
              },
              basePriceEurCents: 9900,
              freight: false,
              spec: { unit: 'mm', values: [25, 50, 75, 100], label: MEASURING_RANGE },
            },
          ],
        },
      ],
    },
    {
      key: 'measurement-weighing',
      name: {
        sk: 'Váhy', en: 'Scales', de: 'Waagen', pt: 'Balanças', it: 'Bilance', fr: 'Balances', hu: 'Mérlegek',
        cs: 'Váhy', nb: 'Vekter', nl: 'Weegschalen', da: 'Vægte', sv: 'Vågar', es: 'Básculas y balanzas',
        fi: "Vaa'at", pl: 'Wagi', ro: 'Cântare', lt: 'Svarstyklės', sl: 'Tehtnice', bg: 'Везни', el: 'Ζυγαριές',
        hr: 'Vage',
      },
      children: [
        {
          key: 'measurement-weighing-industrial',
          name: {
            sk: 'Priemyselné váhy', en: 'Industrial scales', de: 'Industriewaagen', pt: 'Balanças industriais',
            it: 'Bilance industriali', fr: 'Balances industrielles', hu: 'Ipari mérlegek', cs: 'Průmyslové váhy',
            nb: 'Industrivekter', nl: 'Industriële weegschalen', da: 'Industrivægte', sv: 'Industrivågar',
            es: 'Básculas industriales', fi: "Teollisuusvaa'at", pl: 'Wagi przemysłowe', ro: 'Cântare industriale',
            lt: 'Pramoninės svarstyklės', sl: 'Industrijske tehtnice', bg: 'Индустриални везни',
            el: 'Βιομηχανικές ζυγαριές', hr: 'Industrijske vage',
          },
          productKinds: [
            {
              key: 'measurement-platform-scale',
              name: {
                sk: 'Plošinová váha', en: 'Platform scale', de: 'Plattformwaage', pt: 'Balança de plataforma',
                it: 'Bilancia a piattaforma', fr: 'Balance à plateforme', hu: 'Platformmérleg', cs: 'Plošinová váha',
                nb: 'Plattformvekt', nl: 'Platformweegschaal', da: 'Platformsvægt', sv: 'Plattformsvåg',
                es: 'Báscula de plataforma', fi: 'Lavavaaka', pl: 'Waga platformowa', ro: 'Cântar platformă',
                lt: 'Platforminės svarstyklės', sl: 'Platformska tehtnica', bg: 'Платформена везна',
                el: 'Ζυγαριά δαπέδου', hr: 'Platformska vaga',
              },
              basePriceEurCents: 34900,
              freight: true,
              spec: { unit: 'kg', values: [150, 300, 600, 1500], label: WEIGHING_CAPACITY },
            },
            {
              key: 'measurement-pallet-truck-scale',
              name: {
                sk: 'Paletový vozík s váhou', en: 'Pallet truck scale', de: 'Hubwagenwaage',
                pt: 'Porta-paletes com balança', it: 'Transpallet pesatore', fr: 'Transpalette peseur',
                hu: 'Mérleges raklapemelő', cs: 'Paletový vozík s váhou', nb: 'Palletløfter med vekt',
                nl: 'Palletwagen met weegschaal', da: 'Palleløfter med vægt', sv: 'Pallyftare med våg',
                es: 'Transpaleta con báscula', fi: 'Punnitseva haarukkavaunu', pl: 'Wózek paletowy z wagą',
                ro: 'Transpalet cu cântar', lt: 'Padėklų vežimėlis su svarstyklėmis', sl: 'Paletni viličar s tehtnico',
                bg: 'Транспалетна количка с везна', el: 'Παλετοφόρο με ζυγαριά', hr: 'Paletni viličar s vagom',
              },
              basePriceEurCents: 119000,
              freight: true,
              spec: { unit: 'kg', values: [1000, 2000, 2500], label: WEIGHING_CAPACITY },
            },
          ],
        },
        {
          key: 'measurement-weighing-laboratory',
          name: {
            sk: 'Laboratórne váhy', en: 'Laboratory balances', de: 'Laborwaagen', pt: 'Balanças de laboratório',
            it: 'Bilance da laboratorio', fr: 'Balances de laboratoire', hu: 'Laboratóriumi mérlegek',
            cs: 'Laboratorní váhy', nb: 'Laboratorievekter', nl: 'Laboratoriumweegschalen', da: 'Laboratorievægte',
            sv: 'Laboratorievågar', es: 'Balanzas de laboratorio', fi: "Laboratoriovaa'at", pl: 'Wagi laboratoryjne',
            ro: 'Balanțe de laborator', lt: 'Laboratorinės svarstyklės', sl: 'Laboratorijske tehtnice',
            bg: 'Лабораторни везни', el: 'Εργαστηριακές ζυγαριές', hr: 'Laboratorijske vage',
          },
          productKinds: [
            {
              key: 'measurement-precision-balance',
              name: {
                sk: 'Presná váha', en: 'Precision balance', de: 'Präzisionswaage', pt: 'Balança de precisão',
                it: 'Bilancia di precisione', fr: 'Balance de précision', hu: 'Precíziós mérleg', cs: 'Přesná váha',
                nb: 'Presisjonsvekt', nl: 'Precisieweegschaal', da: 'Præcisionsvægt', sv: 'Precisionsvåg',
                es: 'Balanza de precisión', fi: 'Tarkkuusvaaka', pl: 'Waga precyzyjna', ro: 'Balanță de precizie',
                lt: 'Tikslios svarstyklės', sl: 'Precizna tehtnica', bg: 'Прецизна везна', el: 'Ζυγαριά ακριβείας',
                hr: 'Precizna vaga',
              },
              basePriceEurCents: 59900,
              freight: false,
              spec: { unit: 'g', values: [220, 620, 2200, 6200], label: WEIGHING_CAPACITY },
            },
            {
              key: 'measurement-analytical-balance',
              name: {
                sk: 'Analytická váha', en: 'Analytical balance', de: 'Analysenwaage', pt: 'Balança analítica',
                it: 'Bilancia analitica', fr: 'Balance analytique', hu: 'Analitikai mérleg', cs: 'Analytická váha',
                nb: 'Analysevekt', nl: 'Analytische balans', da: 'Analysevægt', sv: 'Analysvåg',
                es: 'Balanza analítica', fi: 'Analyysivaaka', pl: 'Waga analityczna', ro: 'Balanță analitică',
                lt: 'Analitinės svarstyklės', sl: 'Analitska tehtnica', bg: 'Аналитична везна',
                el: 'Αναλυτικός ζυγός', hr: 'Analitička vaga',
              },
              basePriceEurCents: 179000,
              freight: false,
              spec: { unit: 'g', values: [120, 220, 320], label: WEIGHING_CAPACITY },
            },
          ],
        },
      ],
    },
  ],
};

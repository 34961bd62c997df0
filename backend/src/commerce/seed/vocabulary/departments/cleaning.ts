import type { CategoryNode, Localized } from '../vocabulary-types.js';

// Professional cleaning: cleaning machines, vacuum cleaners, cleaning agents and supplies.

const WORKING_WIDTH: Localized = {
  sk: 'Pracovná šírka', en: 'Working width', de: 'Arbeitsbreite', pt: 'Largura de trabalho',
  it: 'Larghezza di lavoro', fr: 'Largeur de travail', hu: 'Munkaszélesség', cs: 'Pracovní šířka',
  nb: 'Arbeidsbredde', nl: 'Werkbreedte', da: 'Arbejdsbredde', sv: 'Arbetsbredd', es: 'Anchura de trabajo',
  fi: 'Työleveys', pl: 'Szerokość robocza', ro: 'Lățime de lucru', lt: 'Darbinis plotis', sl: 'Delovna širina',
  bg: 'Работна ширина', el: 'Πλάτος εργασίας', hr: 'Radna širina',
};

const PRESSURE: Localized = {
  sk: 'Tlak', en: 'Pressure', de: 'Druck', pt: 'Pressão', it: 'Pressione', fr: 'Pression', hu: 'Nyomás',
  cs: 'Tlak', nb: 'Trykk', nl: 'Druk', da: 'Tryk', sv: 'Tryck', es: 'Presión', fi: 'Paine',
  pl: 'Ciśnienie', ro: 'Presiune', lt: 'Slėgis', sl: 'Tlak', bg: 'Налягане', el: 'Πίεση', hr: 'Tlak',
};

const CONTAINER_CAPACITY: Localized = {
  sk: 'Objem nádoby', en: 'Container capacity', de: 'Behältervolumen', pt: 'Capacidade do depósito',
  it: 'Capacità del fusto', fr: 'Capacité de la cuve', hu: 'Tartály térfogata', cs: 'Objem nádoby',
  nb: 'Beholdervolum', nl: 'Inhoud reservoir', da: 'Beholdervolumen', sv: 'Behållarvolym',
  es: 'Capacidad del depósito', fi: 'Säiliön tilavuus', pl: 'Pojemność zbiornika', ro: 'Capacitatea rezervorului',
  lt: 'Talpos tūris', sl: 'Prostornina posode', bg: 'Обем на резервоара', el: 'Χωρητικότητα κάδου',
  hr: 'Zapremnina spremnika',
};

const VOLUME: Localized = {
  sk: 'Objem', en: 'Volume', de: 'Inhalt', pt: 'Capacidade', it: 'Contenuto', fr: 'Contenance',
  hu: 'Kiszerelés', cs: 'Objem', nb: 'Volum', nl: 'Inhoud', da: 'Indhold', sv: 'Volym', es: 'Contenido',
  fi: 'Tilavuus', pl: 'Pojemność', ro: 'Volum', lt: 'Tūris', sl: 'Prostornina', bg: 'Обем', el: 'Όγκος',
  hr: 'Obujam',
};

const WIDTH: Localized = {
  sk: 'Šírka', en: 'Width', de: 'Breite', pt: 'Largura', it: 'Larghezza', fr: 'Largeur', hu: 'Szélesség',
  cs: 'Šířka', nb: 'Bredde', nl: 'Breedte', da: 'Bredde', sv: 'Bredd', es: 'Anchura', fi: 'Leveys',
  pl: 'Szerokość', ro: 'Lățime', lt: 'Plotis', sl: 'Širina', bg: 'Ширина', el: 'Πλάτος', hr: 'Širina',
};

export const CLEANING: CategoryNode = {
  key: 'cleaning',
  name: {
    sk: 'Profesionálne čistenie', en: 'Professional cleaning', de: 'Reinigungstechnik',
    pt: 'Limpeza profissional', it: 'Pulizia professionale', fr: 'Nettoyage professionnel',
    hu: 'Professzionális takarítás', cs: 'Profesionální úklid', nb: 'Profesjonell rengjøring',
    nl: 'Professionele reiniging', da: 'Professionel rengøring', sv: 'Professionell städning',
    es: 'Limpieza profesional', fi: 'Ammattisiivous', pl: 'Profesjonalne sprzątanie',
    ro: 'Curățenie profesională', lt: 'Profesionalus valymas', sl: 'Profesionalno čiščenje',
    bg: 'Професионално почистване', el: 'Επαγγελματικός καθαρισμός', hr: 'Profesionalno čišćenje',
  },
  children: [
    {
      key: 'cleaning-machines',
      name: {
        sk: 'Čistiace stroje', en: 'Cleaning machines', de: 'Reinigungsmaschinen', pt: 'Máquinas de limpeza',
        it: 'Macchine per la pulizia', fr: 'Machines de nettoyage', hu: 'Takarítógépek', cs: 'Úklidové stroje',
        nb: 'Rengjøringsmaskiner', nl: 'Reinigingsmachines', da: 'Rengøringsmaskiner', sv: 'Städmaskiner',
        es: 'Máquinas de limpieza', fi: 'Siivouskoneet', pl: 'Maszyny czyszczące', ro: 'Utilaje de curățenie',
        lt: 'Valymo mašinos', sl: 'Čistilni stroji', bg: 'Почистващи машини', el: 'Μηχανές καθαρισμού',
        hr: 'Strojevi za čišćenje',
      },
      children: [
        {
          key: 'cleaning-machines-floor',
          name: {
            sk: 'Podlahové umývacie stroje', en: 'Floor cleaning machines', de: 'Bodenreinigungsmaschinen',
            pt: 'Máquinas de lavar pavimentos', it: 'Lavapavimenti', fr: 'Autolaveuses et monobrosses',
            hu: 'Padlótisztító gépek', cs: 'Podlahové mycí stroje', nb: 'Gulvvaskemaskiner',
            nl: 'Vloerreinigingsmachines', da: 'Gulvvaskemaskiner', sv: 'Golvrengöringsmaskiner',
            es: 'Fregadoras y rotativas', fi: 'Lattianpesukoneet', pl: 'Maszyny do mycia podłóg',
            ro: 'Mașini de curățat pardoseli', lt: 'Grindų plovimo mašinos', sl: 'Stroji za čiščenje tal',
            bg: 'Машини за почистване на подове', el: 'Μηχανές καθαρισμού δαπέδων',
            hr: 'Strojevi za pranje podova',
          },
          productKinds: [
            {
              key: 'cleaning-floor-scrubber-dryer',
              name: {
                sk: 'Podlahový umývací stroj', en: 'Floor scrubber dryer', de: 'Scheuersaugmaschine',
                pt: 'Lavadora-secadora de pavimentos', it: 'Lavasciuga pavimenti', fr: 'Autolaveuse',
                hu: 'Súroló-szívó gép', cs: 'Podlahový mycí stroj', nb: 'Gulvvaskemaskin',
                nl: 'Schrob-zuigmachine', da: 'Gulvvaskemaskine', sv: 'Kombiskurmaskin', es: 'Fregadora',
                fi: 'Lattianpesukone', pl: 'Szorowarka do podłóg', ro: 'Mașină de spălat și uscat pardoseli',
                lt: 'Grindų plovimo mašina', sl: 'Pralno-sesalni stroj', bg: 'Подопочистваща машина',
                el: 'Πλυντήριο-στεγνωτήριο δαπέδων', hr: 'Stroj za pranje podova',
              },
              basePriceEurCents: 389000,
              freight: true,
              spec: { unit: 'mm', values: [430, 510, 550, 650], label: WORKING_WIDTH },
            },
            {
              key: 'cleaning-single-disc-machine',
              name: {
                sk: 'Jednokotúčový stroj', en: 'Single-disc machine', de: 'Einscheibenmaschine',
                pt: 'Máquina monodisco', it: 'Monospazzola', fr: 'Monobrosse', hu: 'Egytárcsás súrológép',
                cs: 'Jednokotoučový stroj', nb: 'Skuremaskin', nl: 'Eenschijfsmachine', da: 'Skuremaskine',
                sv: 'Golvvårdsmaskin', es: 'Máquina rotativa', fi: 'Yksilaikkakone', pl: 'Maszyna jednotarczowa',
                ro: 'Mașină monodisc', lt: 'Vieno disko grindų valymo mašina', sl: 'Enokolutni stroj',
                bg: 'Еднодискова машина', el: 'Μονόδισκη μηχανή', hr: 'Jednodiskni stroj',
              },
              basePriceEurCents: 109000,
              freight: true,
              spec: { unit: 'mm', values: [330, 430, 450, 510], label: WORKING_WIDTH },
            },
          ],
        },
        {
          key: 'cleaning-machines-pressure-washers',
          name: {
            sk: 'Vysokotlakové čističe', en: 'Pressure washers', de: 'Hochdruckreiniger',
            pt: 'Lavadoras de alta pressão', it: 'Idropulitrici', fr: 'Nettoyeurs haute pression',
            hu: 'Magasnyomású mosók', cs: 'Vysokotlaké čističe', nb: 'Høytrykksvaskere',
            nl: 'Hogedrukreinigers', da: 'Højtryksrensere', sv: 'Högtryckstvättar', es: 'Hidrolimpiadoras',
            fi: 'Painepesurit', pl: 'Myjki ciśnieniowe', ro: 'Aparate de spălat cu presiune',
            lt: 'Aukšto slėgio plovimo įrenginiai', sl: 'Visokotlačni čistilniki', bg: 'Водоструйки',
            el: 'Πλυστικά μηχανήματα', hr: 'Visokotlačni perači',
          },
          productKinds: [
            {
              key: 'cleaning-cold-water-pressure-washer',
              name: {
                sk: 'Studenovodný vysokotlakový čistič', en: 'Cold-water pressure washer',
                de: 'Kaltwasser-Hochdruckreiniger', pt: 'Lavadora de alta pressão de água fria',
                it: 'Idropulitrice ad acqua fredda', fr: 'Nettoyeur haute pression eau froide',
                hu: 'Hidegvizes magasnyomású mosó', cs: 'Vysokotlaký čistič se studenou vodou',
                nb: 'Kaldtvanns høytrykksvasker', nl: 'Koudwater-hogedrukreiniger',
                da: 'Koldtvands-højtryksrenser', sv: 'Kallvattens högtryckstvätt',
                es: 'Hidrolimpiadora de agua fría', fi: 'Kylmävesipainepesuri', pl: 'Myjka ciśnieniowa zimnowodna',
                ro: 'Aparat de spălat cu presiune cu apă rece', lt: 'Šalto vandens aukšto slėgio plovimo įrenginys',
                sl: 'Visokotlačni čistilnik na hladno vodo', bg: 'Водоструйка със студена вода',
                el: 'Πλυστικό κρύου νερού', hr: 'Visokotlačni perač s hladnom vodom',
              },
              basePriceEurCents: 69900,
              freight: false,
              spec: { unit: 'bar', values: [130, 150, 180, 200], label: PRESSURE },
            },
            {
              key: 'cleaning-hot-water-pressure-washer',
              name: {
                sk: 'Teplovodný vysokotlakový čistič', en: 'Hot-water pressure washer',
                de: 'Heißwasser-Hochdruckreiniger', pt: 'Lavadora de alta pressão de água quente',
                it: 'Idropulitrice ad acqua calda', fr: 'Nettoyeur haute pression eau chaude',
                hu: 'Melegvizes magasnyomású mosó', cs: 'Vysokotlaký čistič s ohřevem',
                nb: 'Varmtvanns høytrykksvasker', nl: 'Heetwater-hogedrukreiniger',
                da: 'Varmtvands-højtryksrenser', sv: 'Varmvattens högtryckstvätt',
                es: 'Hidrolimpiadora de agua caliente', fi: 'Kuumavesipainepesuri',
                pl: 'Myjka ciśnieniowa gorącowodna', ro: 'Aparat de spălat cu presiune cu apă caldă',
                lt: 'Karšto vandens aukšto slėgio plovimo įrenginys', sl: 'Visokotlačni čistilnik na toplo vodo',
                bg: 'Водоструйка с топла вода', el: 'Πλυστικό ζεστού νερού', hr: 'Visokotlačni perač s toplom vodom',
              },
              basePriceEurCents: 349000,
              freight: true,
              spec: { unit: 'bar', values: [150, 180, 200], label: PRESSURE },
            },
          ],
        },
      ],
    },
    {
      key: 'cleaning-vacuums',
      name: {
        sk: 'Vysávače', en: 'Vacuum cleaners', de: 'Sauger', pt: 'Aspiradores', it: 'Aspiratori', fr: 'Aspirateurs',
        hu: 'Porszívók', cs: 'Vysavače', nb: 'Støvsugere', nl: 'Stofzuigers', da: 'Støvsugere', sv: 'Dammsugare',
        es: 'Aspiradores', fi: 'Imurit', pl: 'Odkurzacze', ro: 'Aspiratoare', lt: 'Dulkių siurbliai',
        sl: 'Sesalniki', bg: 'Прахосмукачки', el: 'Ηλεκτρικές σκούπες', hr: 'Usisavači',
      },
      children: [
        {
          key: 'cleaning-vacuums-industrial',
          name: {
            sk: 'Priemyselné vysávače', en: 'Industrial vacuums', de: 'Industriesauger', pt: 'Aspiradores industriais',
            it: 'Aspiratori industriali', fr: 'Aspirateurs industriels', hu: 'Ipari porszívók',
            cs: 'Průmyslové vysavače', nb: 'Industristøvsugere', nl: 'Industriële stofzuigers',
            da: 'Industristøvsugere', sv: 'Industridammsugare', es: 'Aspiradores industriales',
            fi: 'Teollisuusimurit', pl: 'Odkurzacze przemysłowe', ro: 'Aspiratoare industriale',
            lt: 'Pramoniniai dulkių siurbliai', sl: 'Industrijski sesalniki', bg: 'Индустриални прахосмукачки',
            el: 'Βιομηχανικές σκούπες', hr: 'Industrijski usisavači',
          },
          productKinds: [
            {
              key: 'cleaning-wet-dry-vacuum',
              name: {
                sk: 'Vysávač na mokré a suché vysávanie', en: 'Wet and dry vacuum cleaner', de: 'Nass-Trockensauger',
                pt: 'Aspirador de sólidos e líquidos', it: 'Aspiratore solidi e liquidi',
                fr: 'Aspirateur eau et poussière', hu: 'Száraz-nedves porszívó',
                cs: 'Vysavač pro suché a mokré sání', nb: 'Våt- og tørrsuger', nl: 'Nat- en droogzuiger',
                da: 'Våd- og tørstøvsuger', sv: 'Våt- och torrdammsugare', es: 'Aspirador de sólidos y líquidos',
                fi: 'Märkä-kuivaimuri', pl: 'Odkurzacz do pracy na sucho i mokro',
                ro: 'Aspirator pentru umed și uscat', lt: 'Sauso ir drėgno valymo siurblys',
                sl: 'Sesalnik za mokro in suho sesanje', bg: 'Прахосмукачка за сухо и мокро почистване',
                el: 'Σκούπα υγρών-στερεών', hr: 'Usisavač za suho i mokro usisavanje',
              },
              basePriceEurCents: 24900,
              freight: false,
              spec: { unit: 'l', values: [20, 30, 50, 80], label: CONTAINER_CAPACITY },
            },
            {
              key: 'cleaning-industrial-vacuum',
              name: {
                sk: 'Priemyselný vysávač', en: 'Industrial vacuum cleaner', de: 'Industriesauger',
                pt: 'Aspirador industrial', it: 'Aspiratore industriale', fr: 'Aspirateur industriel',
                hu: 'Ipari porszívó', cs: 'Průmyslový vysavač', nb: 'Industristøvsuger', nl: 'Industriële stofzuiger',
                da: 'Industristøvsuger', sv: 'Industridammsugare', es: 'Aspirador industrial',
                fi: 'Teollisuusimuri', pl: 'Odkurzacz przemysłowy', ro: 'Aspirator industrial',
                lt: 'Pramoninis dulkių siurblys', sl: 'Industrijski sesalnik', bg: 'Индустриална прахосмукачка',
                el: 'Βιομηχανική σκούπα', hr: 'Industrijski usisavač',
              },
              basePriceEurCents: 119000,
              freight: false,
              spec: { unit: 'l', values: [30, 50, 75, 100], label: CONTAINER_CAPACITY },
            },
          ],
        },
        {
          key: 'cleaning-vacuums-dry',
          name: {
            sk: 'Vysávače na suché vysávanie', en: 'Dry vacuum cleaners', de: 'Trockensauger',
            pt: 'Aspiradores de pó', it: 'Aspirapolvere professionali', fr: 'Aspirateurs poussière',
            hu: 'Száraz porszívók', cs: 'Vysavače pro suché sání', nb: 'Tørrsugere', nl: 'Droogzuigers',
            da: 'Tørstøvsugere', sv: 'Torrdammsugare', es: 'Aspiradores de polvo', fi: 'Kuivaimurit',
            pl: 'Odkurzacze do pracy na sucho', ro: 'Aspiratoare pentru praf', lt: 'Sauso valymo dulkių siurbliai',
            sl: 'Sesalniki za suho sesanje', bg: 'Прахосмукачки за сухо почистване',
            el: 'Σκούπες ξηρής αναρρόφησης', hr: 'Usisavači za suho usisavanje',
          },
          productKinds: [
            {
              key: 'cleaning-commercial-vacuum',
              name: {
                sk: 'Profesionálny vysávač', en: 'Commercial vacuum cleaner', de: 'Gewerbestaubsauger',
                pt: 'Aspirador profissional', it: 'Aspirapolvere professionale', fr: 'Aspirateur professionnel',
                hu: 'Professzionális porszívó', cs: 'Profesionální vysavač', nb: 'Profesjonell støvsuger',
                nl: 'Professionele stofzuiger', da: 'Professionel støvsuger', sv: 'Professionell dammsugare',
                es: 'Aspirador profesional', fi: 'Ammattipölynimuri', pl: 'Odkurzacz profesjonalny',
                ro: 'Aspirator profesional', lt: 'Profesionalus dulkių siurblys', sl: 'Profesionalni sesalnik',
                bg: 'Професионална прахосмукачка', el: 'Επαγγελματική ηλεκτρική σκούπα',
                hr: 'Profesionalni usisavač',
              },
              basePriceEurCents: 18900,
              freight: false,
              spec: { unit: 'l', values: [8, 10, 12, 15], label: CONTAINER_CAPACITY },
            },
            {
              key: 'cleaning-backpack-vacuum',
              name: {
                sk: 'Chrbtový vysávač', en: 'Backpack vacuum cleaner', de: 'Rückenstaubsauger',
                pt: 'Aspirador de dorso', it: 'Aspirapolvere a zaino', fr: 'Aspirateur dorsal',
                hu: 'Háti porszívó', cs: 'Zádový vysavač', nb: 'Ryggstøvsuger', nl: 'Rugstofzuiger',
                da: 'Rygstøvsuger', sv: 'Ryggdammsugare', es: 'Aspirador de mochila', fi: 'Reppuimuri',
                pl: 'Odkurzacz plecakowy', ro: 'Aspirator tip rucsac', lt: 'Kuprinis dulkių siurblys',
                sl: 'Nahrbtni sesalnik', bg: 'Гръбна прахосмукачка', el: 'Σκούπα πλάτης', hr: 'Leđni usisavač',
              },
              basePriceEurCents: 29900,
              freight: false,
              spec: { unit: 'l', values: [4, 5, 6], label: CONTAINER_CAPACITY },
            },
          ],
        },
      ],
    },
    {
      key: 'cleaning-supplies',
      name: {
        sk: 'Čistiace prostriedky a pomôcky', en: 'Cleaning agents and supplies', de: 'Reinigungsmittel und Zubehör',
        pt: 'Produtos e acessórios de limpeza', it: 'Prodotti e accessori per la pulizia',
        fr: "Produits et matériel d'entretien", hu: 'Tisztítószerek és takarítóeszközök',
        cs: 'Čisticí prostředky a pomůcky', nb: 'Rengjøringsmidler og utstyr',
        nl: 'Schoonmaakmiddelen en -materialen', da: 'Rengøringsmidler og tilbehør',
        sv: 'Rengöringsmedel och städmaterial', es: 'Productos y útiles de limpieza',
        fi: 'Puhdistusaineet ja siivousvälineet', pl: 'Środki i akcesoria do sprzątania',
        ro: 'Produse și accesorii de curățenie', lt: 'Valymo priemonės ir reikmenys', sl: 'Čistila in pripomočki',
        bg: 'Почистващи препарати и аксесоари', el: 'Απορρυπαντικά και είδη καθαρισμού',
        hr: 'Sredstva i pribor za čišćenje',
      },
      children: [
        {
          key: 'cleaning-supplies-agents',
          name: {
            sk: 'Čistiace prostriedky', en: 'Cleaning agents', de: 'Reinigungsmittel', pt: 'Produtos de limpeza',
            it: 'Detergenti', fr: "Produits d'entretien", hu: 'Tisztítószerek', cs: 'Čisticí prostředky',
            nb: 'Rengjøringsmidler', nl: 'Reinigingsmiddelen', da: 'Rengøringsmidler', sv: 'Rengöringsmedel',
            es: 'Productos de limpieza', fi: 'Puhdistusaineet', pl: 'Środki czystości', ro: 'Detergenți',
            lt: 'Valikliai', sl: 'Čistila', bg: 'Почистващи препарати', el: 'Απορρυπαντικά',
            hr: 'Sredstva za čišćenje',
          },
          productKinds: [
            {
              key: 'cleaning-floor-cleaner',
              name: {
                sk: 'Čistiaci prostriedok na podlahy', en: 'Floor cleaner', de: 'Bodenreiniger',
                pt: 'Detergente para pavimentos', it: 'Detergente per pavimenti', fr: 'Nettoyant sols',
                hu: 'Padlótisztító szer', cs: 'Čisticí prostředek na podlahy', nb: 'Gulvvaskemiddel',
                nl: 'Vloerreiniger', da: 'Gulvrengøring', sv: 'Golvrengöringsmedel', es: 'Limpiador de suelos',
                fi: 'Lattianpesuaine', pl: 'Płyn do mycia podłóg', ro: 'Detergent pentru pardoseli',
                lt: 'Grindų valiklis', sl: 'Čistilo za tla', bg: 'Препарат за почистване на подове',
                el: 'Καθαριστικό δαπέδων', hr: 'Sredstvo za čišćenje podova',
              },
              basePriceEurCents: 1490,
              freight: false,
              spec: { unit: 'l', values: [1, 5, 10], label: VOLUME },
              volumeDiscountGroup: 'consumables',
            },
            {
              key: 'cleaning-degreaser',
              name: {
                sk: 'Odmasťovač', en: 'Degreaser', de: 'Fettlöser', pt: 'Desengordurante', it: 'Sgrassatore',
                fr: 'Dégraissant', hu: 'Zsíroldó', cs: 'Odmašťovač', nb: 'Avfettingsmiddel', nl: 'Ontvetter',
                da: 'Affedtningsmiddel', sv: 'Avfettningsmedel', es: 'Desengrasante', fi: 'Rasvanpoistoaine',
                pl: 'Odtłuszczacz', ro: 'Degresant', lt: 'Riebalų valiklis', sl: 'Razmaščevalec',
                bg: 'Обезмаслител', el: 'Απολιπαντικό', hr: 'Odmašćivač',
              },
              basePriceEurCents: 1890,
              freight: false,
              spec: { unit: 'l', values: [1, 5, 10, 25], label: VOLUME },
              volumeDiscountGroup: 'consumables',
            },
          ],
        },
        {
          key: 'cleaning-supplies-mops-trolleys',
          name: {
            sk: 'Mopy a upratovacie vozíky', en: 'Mops and cleaning trolleys', de: 'Wischmopps und Reinigungswagen',
            pt: 'Mopas e carros de limpeza', it: 'Mop e carrelli per le pulizie', fr: 'Franges et chariots de ménage',
            hu: 'Felmosók és takarítókocsik', cs: 'Mopy a úklidové vozíky', nb: 'Mopper og rengjøringstraller',
            nl: 'Vlakmoppen en schoonmaakwagens', da: 'Mopper og rengøringsvogne', sv: 'Moppar och städvagnar',
            es: 'Mopas y carros de limpieza', fi: 'Mopit ja siivousvaunut', pl: 'Mopy i wózki do sprzątania',
            ro: 'Mopuri și cărucioare de curățenie', lt: 'Šluostės ir valymo vežimėliai',
            sl: 'Mopi in čistilni vozički', bg: 'Мопове и колички за почистване',
            el: 'Σφουγγαρίστρες και καρότσια καθαρισμού', hr: 'Mopovi i kolica za čišćenje',
          },
          productKinds: [
            {
              key: 'cleaning-microfibre-flat-mop',
              name: {
                sk: 'Mikrovláknový mop', en: 'Microfibre flat mop', de: 'Mikrofaser-Wischmopp',
                pt: 'Mopa plana de microfibra', it: 'Mop in microfibra', fr: 'Frange microfibre',
                hu: 'Mikroszálas laposmop', cs: 'Mikrovláknový mop', nb: 'Mikrofibermopp',
                nl: 'Microvezel vlakmop', da: 'Mikrofibermoppe', sv: 'Mikrofibermopp', es: 'Mopa de microfibra',
                fi: 'Mikrokuitumoppi', pl: 'Mop z mikrofibry', ro: 'Mop din microfibră',
                lt: 'Mikropluošto šluostė', sl: 'Mop iz mikrovlaken', bg: 'Моп от микрофибър',
                el: 'Σφουγγαρίστρα μικροϊνών', hr: 'Mop od mikrovlakana',
              },
              basePriceEurCents: 1290,
              freight: false,
              spec: { unit: 'cm', values: [40, 50, 60], label: WIDTH },
              volumeDiscountGroup: 'consumables',
            },
            {
              key: 'cleaning-trolley',
              name: {
                sk: 'Upratovací vozík', en: 'Cleaning trolley', de: 'Reinigungswagen', pt: 'Carro de limpeza',
                it: 'Carrello per le pulizie', fr: 'Chariot de ménage', hu: 'Takarítókocsi', cs: 'Úklidový vozík',
                nb: 'Rengjøringstralle', nl: 'Schoonmaakwagen', da: 'Rengøringsvogn', sv: 'Städvagn',
                es: 'Carro de limpieza', fi: 'Siivousvaunu', pl: 'Wózek do sprzątania',
                ro: 'Cărucior de curățenie', lt: 'Valymo vežimėlis', sl: 'Čistilni voziček',
                bg: 'Количка за почистване', el: 'Καρότσι καθαρισμού', hr: 'Kolica za čišćenje',
              },
              basePriceEurCents: 24900,
              freight: false,
              spec: { unit: 'l', values: [25, 30, 50, 70], label: CONTAINER_CAPACITY },
            },
          ],
        },
      ],
    },
  ],
};

import type { CategoryNode, Localized } from '../vocabulary-types.js';
import { CONTENTS, LENGTH, WIDTH, WORKING_WIDTH } from '../spec-labels.js';

// Office equipment and supplies for businesses: furniture, office machines, paper and toner.

const HEIGHT: Localized = {
  sk: 'Výška', en: 'Height', de: 'Höhe', pt: 'Altura', it: 'Altezza', fr: 'Hauteur', hu: 'Magasság',
  cs: 'Výška', nb: 'Høyde', nl: 'Hoogte', da: 'Højde', sv: 'Höjd', es: 'Altura', fi: 'Korkeus',
  pl: 'Wysokość', ro: 'Înălțime', lt: 'Aukštis', sl: 'Višina', bg: 'Височина', el: 'Ύψος', hr: 'Visina',
};

const SHELF_LOAD: Localized = {
  sk: 'Nosnosť police', en: 'Load capacity per shelf', de: 'Fachlast', pt: 'Carga por prateleira',
  it: 'Portata per ripiano', fr: 'Charge par tablette', hu: 'Polconkénti teherbírás', cs: 'Nosnost police',
  nb: 'Bæreevne per hylle', nl: 'Draagvermogen per legbord', da: 'Bæreevne pr. hylde', sv: 'Bärförmåga per hylla',
  es: 'Carga por estante', fi: 'Hyllyn kantavuus', pl: 'Nośność półki', ro: 'Sarcină pe raft', lt: 'Lentynos apkrova',
  sl: 'Nosilnost police', bg: 'Товароносимост на рафт', el: 'Φορτίο ανά ράφι', hr: 'Nosivost police',
};

const PRINT_SPEED: Localized = {
  sk: 'Rýchlosť tlače', en: 'Print speed', de: 'Druckgeschwindigkeit', pt: 'Velocidade de impressão',
  it: 'Velocità di stampa', fr: "Vitesse d'impression", hu: 'Nyomtatási sebesség', cs: 'Rychlost tisku',
  nb: 'Utskriftshastighet', nl: 'Afdruksnelheid', da: 'Udskrivningshastighed', sv: 'Utskriftshastighet',
  es: 'Velocidad de impresión', fi: 'Tulostusnopeus', pl: 'Szybkość druku', ro: 'Viteză de imprimare',
  lt: 'Spausdinimo greitis', sl: 'Hitrost tiskanja', bg: 'Скорост на печат', el: 'Ταχύτητα εκτύπωσης',
  hr: 'Brzina ispisa',
};

const BIN_CAPACITY: Localized = {
  sk: 'Objem koša', en: 'Bin capacity', de: 'Behältervolumen', pt: 'Capacidade do cesto', it: 'Capacità del cestino',
  fr: 'Capacité de la corbeille', hu: 'Gyűjtőtartály térfogata', cs: 'Objem koše', nb: 'Kurvkapasitet',
  nl: 'Inhoud opvangbak', da: 'Beholderkapacitet', sv: 'Korgvolym', es: 'Capacidad de la papelera',
  fi: 'Säiliön tilavuus', pl: 'Pojemność kosza', ro: 'Capacitatea coșului', lt: 'Krepšio talpa',
  sl: 'Prostornina koša', bg: 'Обем на коша', el: 'Χωρητικότητα κάδου', hr: 'Zapremnina koša',
};

const PAPER_WEIGHT: Localized = {
  sk: 'Gramáž', en: 'Paper weight', de: 'Grammatur', pt: 'Gramagem', it: 'Grammatura', fr: 'Grammage',
  hu: 'Grammsúly', cs: 'Gramáž', nb: 'Gramvekt', nl: 'Papiergewicht', da: 'Gramvægt', sv: 'Gramvikt',
  es: 'Gramaje', fi: 'Neliömassa', pl: 'Gramatura', ro: 'Gramaj', lt: 'Popieriaus tankis', sl: 'Gramatura',
  bg: 'Грамаж', el: 'Βάρος χαρτιού', hr: 'Gramatura',
};

export const OFFICE: CategoryNode = {
  key: 'office',
  name: {
    sk: 'Kancelária', en: 'Office', de: 'Büro', pt: 'Escritório', it: 'Ufficio', fr: 'Bureau', hu: 'Iroda',
    cs: 'Kancelář', nb: 'Kontor', nl: 'Kantoor', da: 'Kontor', sv: 'Kontor', es: 'Oficina', fi: 'Toimisto',
    pl: 'Biuro', ro: 'Birou', lt: 'Biuras', sl: 'Pisarna', bg: 'Офис', el: 'Γραφείο', hr: 'Ured',
  },
  children: [
    {
      key: 'office-furniture',
      name: {
        sk: 'Kancelársky nábytok', en: 'Office furniture', de: 'Büromöbel', pt: 'Mobiliário de escritório',
        it: 'Mobili per ufficio', fr: 'Mobilier de bureau', hu: 'Irodabútorok', cs: 'Kancelářský nábytek',
        nb: 'Kontormøbler', nl: 'Kantoormeubelen', da: 'Kontormøbler', sv: 'Kontorsmöbler',
        es: 'Mobiliario de oficina', fi: 'Toimistokalusteet', pl: 'Meble biurowe', ro: 'Mobilier de birou',
        lt: 'Biuro baldai', sl: 'Pisarniško pohištvo', bg: 'Офис мебели', el: 'Έπιπλα γραφείου',
        hr: 'Uredski namještaj',
      },
      children: [
        {
          key: 'office-furniture-desks',
          name: {
            sk: 'Pracovné a konferenčné stoly', en: 'Desks and conference tables', de: 'Schreib- und Konferenztische',
            pt: 'Secretárias e mesas de reunião', it: 'Scrivanie e tavoli riunione', fr: 'Bureaux et tables de réunion',
            hu: 'Íróasztalok és tárgyalóasztalok', cs: 'Psací a konferenční stoly', nb: 'Skrivebord og møtebord',
            nl: 'Bureaus en vergadertafels', da: 'Skriveborde og mødeborde', sv: 'Skrivbord och konferensbord',
            es: 'Escritorios y mesas de reuniones', fi: 'Työpöydät ja neuvottelupöydät', pl: 'Biurka i stoły konferencyjne',
            ro: 'Birouri și mese de conferință', lt: 'Rašomieji ir konferencijų stalai', sl: 'Pisalne in konferenčne mize',
            bg: 'Бюра и заседателни маси', el: 'Γραφεία και τραπέζια συσκέψεων', hr: 'Radni i konferencijski stolovi',
          },
          productKinds: [
            {
              key: 'office-height-adjustable-desk',
              name: {
                sk: 'Výškovo nastaviteľný stôl', en: 'Height-adjustable desk', de: 'Höhenverstellbarer Schreibtisch',
                pt: 'Secretária de altura regulável', it: 'Scrivania regolabile in altezza', fr: 'Bureau réglable en hauteur',
                hu: 'Állítható magasságú íróasztal', cs: 'Výškově nastavitelný stůl', nb: 'Hev- og senkbart skrivebord',
                nl: 'In hoogte verstelbaar bureau', da: 'Hæve-sænkebord', sv: 'Höj- och sänkbart skrivbord',
                es: 'Escritorio regulable en altura', fi: 'Korkeussäädettävä työpöytä', pl: 'Biurko z regulacją wysokości',
                ro: 'Birou reglabil pe înălțime', lt: 'Reguliuojamo aukščio stalas', sl: 'Višinsko nastavljiva pisalna miza',
                bg: 'Бюро с регулируема височина', el: 'Γραφείο με ρυθμιζόμενο ύψος', hr: 'Radni stol podesive visine',
              },
              basePriceEurCents: 54900,
              freight: false,
              spec: { unit: 'cm', values: [120, 140, 160, 180], label: WIDTH },
            },
            {
              key: 'office-conference-table',
              name: {
                sk: 'Konferenčný stôl', en: 'Conference table', de: 'Konferenztisch', pt: 'Mesa de reunião',
                it: 'Tavolo riunione', fr: 'Table de réunion', hu: 'Tárgyalóasztal', cs: 'Konferenční stůl',
                nb: 'Møtebord', nl: 'Vergadertafel', da: 'Mødebord', sv: 'Konferensbord', es: 'Mesa de reuniones',
                fi: 'Neuvottelupöytä', pl: 'Stół konferencyjny', ro: 'Masă de conferință', lt: 'Konferencijų stalas',
                sl: 'Konferenčna miza', bg: 'Заседателна маса', el: 'Τραπέζι συσκέψεων', hr: 'Konferencijski stol',
              },
              basePriceEurCents: 89900,
              freight: true,
              spec: { unit: 'cm', values: [180, 240, 320, 400], label: LENGTH },
            },
          ],
        },
        {
          key: 'office-furniture-storage',
          name: {
            sk: 'Skrine a regály', en: 'Cabinets and shelving', de: 'Schränke und Regale', pt: 'Armários e estantes',
            it: 'Armadi e scaffalature', fr: 'Armoires et rayonnages', hu: 'Szekrények és polcok', cs: 'Skříně a regály',
            nb: 'Skap og reoler', nl: 'Kasten en stellingen', da: 'Skabe og reoler', sv: 'Skåp och hyllor',
            es: 'Armarios y estanterías', fi: 'Kaapit ja hyllyt', pl: 'Szafy i regały', ro: 'Dulapuri și rafturi',
            lt: 'Spintos ir lentynos', sl: 'Omare in regali', bg: 'Шкафове и стелажи', el: 'Ντουλάπες και ράφια',
            hr: 'Ormari i police',
          },
          productKinds: [
            {
              key: 'office-filing-cabinet',
              name: {
                sk: 'Kartotéková skriňa', en: 'Filing cabinet', de: 'Hängeregistraturschrank', pt: 'Arquivador de gavetas',
                it: 'Classificatore metallico', fr: 'Classeur à tiroirs', hu: 'Iratszekrény', cs: 'Kartotéková skříň',
                nb: 'Arkivskap', nl: 'Hangmappenkast', da: 'Arkivskab', sv: 'Arkivskåp', es: 'Archivador de cajones',
                fi: 'Arkistokaappi', pl: 'Szafa kartotekowa', ro: 'Fișet metalic', lt: 'Kartotekos spinta',
                sl: 'Kartotečna omara', bg: 'Картотечен шкаф', el: 'Μεταλλική αρχειοθήκη', hr: 'Kartotečni ormar',
              },
              basePriceEurCents: 39900,
              freight: true,
              spec: { unit: 'cm', values: [72, 102, 132], label: HEIGHT },
            },
            {
              key: 'office-steel-shelving-unit',
              name: {
                sk: 'Kovový regál', en: 'Steel shelving unit', de: 'Stahlregal', pt: 'Estante metálica',
                it: 'Scaffale in acciaio', fr: 'Étagère métallique', hu: 'Fém polcállvány', cs: 'Kovový regál',
                nb: 'Stålreol', nl: 'Stalen stelling', da: 'Stålreol', sv: 'Stålhylla', es: 'Estantería metálica',
                fi: 'Teräshylly', pl: 'Regał metalowy', ro: 'Raft metalic', lt: 'Metalinis stelažas',
                sl: 'Kovinski regal', bg: 'Метален стелаж', el: 'Μεταλλική ραφιέρα', hr: 'Metalna polica',
              },
              basePriceEurCents: 15900,
              freight: true,
              spec: { unit: 'kg', values: [80, 150, 250, 350], label: SHELF_LOAD },
            },
          ],
        },
      ],
    },
    {
      key: 'office-machines',
      name: {
        sk: 'Kancelárska technika', en: 'Office machines', de: 'Bürotechnik', pt: 'Equipamento de escritório',
        it: 'Macchine per ufficio', fr: 'Machines de bureau', hu: 'Irodatechnika', cs: 'Kancelářská technika',
        nb: 'Kontormaskiner', nl: 'Kantoormachines', da: 'Kontormaskiner', sv: 'Kontorsmaskiner',
        es: 'Máquinas de oficina', fi: 'Toimistolaitteet', pl: 'Urządzenia biurowe', ro: 'Echipamente de birou',
        lt: 'Biuro technika', sl: 'Pisarniški stroji', bg: 'Офис техника', el: 'Μηχανές γραφείου',
        hr: 'Uredski uređaji',
      },
      children: [
        {
          key: 'office-machines-printing',
          name: {
            sk: 'Tlačiarne a kopírky', en: 'Printers and copiers', de: 'Drucker und Kopierer',
            pt: 'Impressoras e fotocopiadoras', it: 'Stampanti e fotocopiatrici', fr: 'Imprimantes et copieurs',
            hu: 'Nyomtatók és fénymásolók', cs: 'Tiskárny a kopírky', nb: 'Skrivere og kopimaskiner',
            nl: 'Printers en kopieerapparaten', da: 'Printere og kopimaskiner', sv: 'Skrivare och kopiatorer',
            es: 'Impresoras y fotocopiadoras', fi: 'Tulostimet ja kopiokoneet', pl: 'Drukarki i kopiarki',
            ro: 'Imprimante și copiatoare', lt: 'Spausdintuvai ir kopijavimo aparatai',
            sl: 'Tiskalniki in fotokopirni stroji', bg: 'Принтери и копирни машини',
            el: 'Εκτυπωτές και φωτοαντιγραφικά', hr: 'Pisači i fotokopirni uređaji',
          },
          productKinds: [
            {
              key: 'office-laser-printer',
              name: {
                sk: 'Laserová tlačiareň', en: 'Laser printer', de: 'Laserdrucker', pt: 'Impressora laser',
                it: 'Stampante laser', fr: 'Imprimante laser', hu: 'Lézernyomtató', cs: 'Laserová tiskárna',
                nb: 'Laserskriver', nl: 'Laserprinter', da: 'Laserprinter', sv: 'Laserskrivare', es: 'Impresora láser',
                fi: 'Lasertulostin', pl: 'Drukarka laserowa', ro: 'Imprimantă laser', lt: 'Lazerinis spausdintuvas',
                sl: 'Laserski tiskalnik', bg: 'Лазерен принтер', el: 'Εκτυπωτής laser', hr: 'Laserski pisač',
              },
              basePriceEurCents: 32900,
              freight: false,
              spec: { unit: 'ppm', values: [20, 30, 40, 55], label: PRINT_SPEED },
            },
            {
              key: 'office-multifunction-copier',
              name: {
                sk: 'Multifunkčná kopírka', en: 'Multifunction copier', de: 'Multifunktionskopierer',
                pt: 'Fotocopiadora multifunções', it: 'Fotocopiatrice multifunzione', fr: 'Copieur multifonction',
                hu: 'Multifunkciós fénymásoló', cs: 'Multifunkční kopírka', nb: 'Multifunksjonskopimaskin',
                nl: 'Multifunctioneel kopieerapparaat', da: 'Multifunktionskopimaskine', sv: 'Multifunktionskopiator',
                es: 'Fotocopiadora multifunción', fi: 'Monitoimikopiokone', pl: 'Kopiarka wielofunkcyjna',
                ro: 'Copiator multifuncțional', lt: 'Daugiafunkcis kopijavimo aparatas',
                sl: 'Večnamenski fotokopirni stroj', bg: 'Многофункционална копирна машина',
                el: 'Φωτοαντιγραφικό πολυμηχάνημα', hr: 'Višenamjenski fotokopirni uređaj',
              },
              basePriceEurCents: 249000,
              freight: true,
              spec: { unit: 'ppm', values: [25, 35, 45, 55], label: PRINT_SPEED },
            },
          ],
        },
        {
          key: 'office-machines-documents',
          name: {
            sk: 'Skartovačky a laminátory', en: 'Shredders and laminators', de: 'Aktenvernichter und Laminiergeräte',
            pt: 'Destruidoras de papel e plastificadoras', it: 'Distruggidocumenti e plastificatrici',
            fr: 'Destructeurs de documents et plastifieuses', hu: 'Iratmegsemmisítők és laminálógépek',
            cs: 'Skartovačky a laminátory', nb: 'Makuleringsmaskiner og lamineringsmaskiner',
            nl: 'Papierversnipperaars en lamineermachines', da: 'Makulatorer og lamineringsmaskiner',
            sv: 'Dokumentförstörare och lamineringsmaskiner', es: 'Destructoras y plastificadoras',
            fi: 'Paperisilppurit ja laminointilaitteet', pl: 'Niszczarki i laminatory',
            ro: 'Distrugătoare de documente și laminatoare', lt: 'Popieriaus smulkintuvai ir laminatoriai',
            sl: 'Uničevalniki dokumentov in plastifikatorji', bg: 'Шредери и ламинатори',
            el: 'Καταστροφείς εγγράφων και πλαστικοποιητές', hr: 'Uništavači dokumenata i laminatori',
          },
          productKinds: [
            {
              key: 'office-paper-shredder',
              name: {
                sk: 'Skartovačka', en: 'Paper shredder', de: 'Aktenvernichter', pt: 'Destruidora de papel',
                it: 'Distruggidocumenti', fr: 'Destructeur de documents', hu: 'Iratmegsemmisítő', cs: 'Skartovačka',
                nb: 'Makuleringsmaskin', nl: 'Papierversnipperaar', da: 'Makulator', sv: 'Dokumentförstörare',
                es: 'Destructora de papel', fi: 'Paperisilppuri', pl: 'Niszczarka', ro: 'Distrugător de documente',
                lt: 'Popieriaus smulkintuvas', sl: 'Uničevalnik dokumentov', bg: 'Шредер',
                el: 'Καταστροφέας εγγράφων', hr: 'Uništavač dokumenata',
              },
              basePriceEurCents: 24900,
              freight: false,
              spec: { unit: 'l', values: [20, 30, 40, 60], label: BIN_CAPACITY },
            },
            {
              key: 'office-laminator',
              name: {
                sk: 'Laminátor', en: 'Laminator', de: 'Laminiergerät', pt: 'Plastificadora', it: 'Plastificatrice',
                fr: 'Plastifieuse', hu: 'Laminálógép', cs: 'Laminátor', nb: 'Lamineringsmaskin', nl: 'Lamineermachine',
                da: 'Lamineringsmaskine', sv: 'Lamineringsmaskin', es: 'Plastificadora', fi: 'Laminointilaite',
                pl: 'Laminator', ro: 'Laminator', lt: 'Laminatorius', sl: 'Plastifikator', bg: 'Ламинатор',
                el: 'Πλαστικοποιητής', hr: 'Laminator',
              },
              basePriceEurCents: 12900,
              freight: false,
              spec: { unit: 'mm', values: [230, 330, 460], label: WORKING_WIDTH },
            },
          ],
        },
      ],
    },
    {
      key: 'office-supplies',
      name: {
        sk: 'Kancelárske potreby', en: 'Office supplies', de: 'Büromaterial', pt: 'Material de escritório',
        it: 'Cancelleria', fr: 'Fournitures de bureau', hu: 'Irodaszerek', cs: 'Kancelářské potřeby',
        nb: 'Kontorrekvisita', nl: 'Kantoorartikelen', da: 'Kontorartikler', sv: 'Kontorsmaterial',
        es: 'Material de oficina', fi: 'Toimistotarvikkeet', pl: 'Artykuły biurowe', ro: 'Articole de birou',
        lt: 'Kanceliarinės prekės', sl: 'Pisarniški material', bg: 'Канцеларски материали', el: 'Είδη γραφείου',
        hr: 'Uredski materijal',
      },
      children: [
        {
          key: 'office-supplies-paper',
          name: {
            sk: 'Papier a pokladničné kotúčiky', en: 'Paper and till rolls', de: 'Papier und Kassenrollen',
            pt: 'Papel e rolos térmicos', it: 'Carta e rotoli termici', fr: 'Papier et rouleaux thermiques',
            hu: 'Papírok és hőpapír tekercsek', cs: 'Papír a pokladní kotoučky', nb: 'Papir og kasseruller',
            nl: 'Papier en kassarollen', da: 'Papir og bonruller', sv: 'Papper och kassarullar',
            es: 'Papel y rollos térmicos', fi: 'Paperit ja kassarullat', pl: 'Papier i rolki kasowe',
            ro: 'Hârtie și role termice', lt: 'Popierius ir kasos juostelės', sl: 'Papir in termo role',
            bg: 'Хартия и касови ролки', el: 'Χαρτί και θερμικά ρολά', hr: 'Papir i termo role',
          },
          productKinds: [
            {
              key: 'office-copy-paper',
              name: {
                sk: 'Kopírovací papier', en: 'Copy paper', de: 'Kopierpapier', pt: 'Papel de fotocópia',
                it: 'Carta per fotocopie', fr: 'Papier reprographique', hu: 'Fénymásolópapír', cs: 'Kopírovací papír',
                nb: 'Kopipapir', nl: 'Kopieerpapier', da: 'Kopipapir', sv: 'Kopieringspapper',
                es: 'Papel para fotocopiadora', fi: 'Kopiopaperi', pl: 'Papier ksero', ro: 'Hârtie copiator',
                lt: 'Kopijavimo popierius', sl: 'Fotokopirni papir', bg: 'Копирна хартия',
                el: 'Χαρτί φωτοαντιγραφικού', hr: 'Fotokopirni papir',
              },
              basePriceEurCents: 2990,
              freight: false,
              spec: { unit: 'g/m²', values: [75, 80, 90, 100], label: PAPER_WEIGHT },
              volumeDiscountGroup: 'consumables',
            },
            {
              key: 'office-thermal-paper-roll',
              name: {
                sk: 'Kotúčik z termopapiera', en: 'Thermal paper roll', de: 'Thermopapierrolle',
                pt: 'Rolo de papel térmico', it: 'Rotolo di carta termica', fr: 'Rouleau de papier thermique',
                hu: 'Hőpapír tekercs', cs: 'Termopapírový kotouček', nb: 'Termopapirrull', nl: 'Thermische papierrol',
                da: 'Termopapirrulle', sv: 'Termopappersrulle', es: 'Rollo de papel térmico', fi: 'Lämpöpaperirulla',
                pl: 'Rolka papieru termicznego', ro: 'Rolă de hârtie termică', lt: 'Terminio popieriaus ritinėlis',
                sl: 'Rola termo papirja', bg: 'Термохартиена ролка', el: 'Ρολό θερμικού χαρτιού', hr: 'Rola termo papira',
              },
              basePriceEurCents: 1990,
              freight: false,
              spec: { unit: 'mm', values: [57, 80, 112], label: WIDTH },
              volumeDiscountGroup: 'consumables',
            },
          ],
        },
        {
          key: 'office-supplies-toner',
          name: {
            sk: 'Tonery a atramentové náplne', en: 'Toner and ink cartridges', de: 'Toner und Tintenpatronen',
            pt: 'Toners e tinteiros', it: 'Toner e cartucce', fr: "Toners et cartouches d'encre",
            hu: 'Tonerek és tintapatronok', cs: 'Tonery a inkoustové náplně', nb: 'Toner og blekkpatroner',
            nl: 'Toners en inktcartridges', da: 'Toner og blækpatroner', sv: 'Toner och bläckpatroner',
            es: 'Tóneres y cartuchos de tinta', fi: 'Värikasetit ja mustepatruunat', pl: 'Tonery i tusze',
            ro: 'Tonere și cartușe de cerneală', lt: 'Toneriai ir rašalo kasetės', sl: 'Tonerji in črnilne kartuše',
            bg: 'Тонери и мастилени касети', el: 'Τόνερ και μελάνια', hr: 'Toneri i tinte',
          },
          productKinds: [
            {
              key: 'office-toner-cartridge',
              name: {
                sk: 'Tonerová kazeta', en: 'Toner cartridge', de: 'Tonerkartusche', pt: 'Cartucho de toner',
                it: 'Cartuccia toner', fr: 'Cartouche de toner', hu: 'Tonerkazetta', cs: 'Tonerová kazeta',
                nb: 'Tonerkassett', nl: 'Tonercartridge', da: 'Tonerpatron', sv: 'Tonerkassett', es: 'Cartucho de tóner',
                fi: 'Värikasetti', pl: 'Kaseta z tonerem', ro: 'Cartuș de toner', lt: 'Tonerio kasetė',
                sl: 'Tonerska kartuša', bg: 'Тонер касета', el: 'Κασέτα τόνερ', hr: 'Tonerski uložak',
              },
              basePriceEurCents: 7990,
              freight: false,
              spec: { unit: 'g', values: [80, 150, 300], label: CONTENTS },
              volumeDiscountGroup: 'consumables',
            },
            {
              key: 'office-ink-cartridge',
              name: {
                sk: 'Atramentová náplň', en: 'Ink cartridge', de: 'Tintenpatrone', pt: 'Tinteiro',
                it: "Cartuccia d'inchiostro", fr: "Cartouche d'encre", hu: 'Tintapatron', cs: 'Inkoustová náplň',
                nb: 'Blekkpatron', nl: 'Inktcartridge', da: 'Blækpatron', sv: 'Bläckpatron', es: 'Cartucho de tinta',
                fi: 'Mustepatruuna', pl: 'Wkład atramentowy', ro: 'Cartuș de cerneală', lt: 'Rašalo kasetė',
                sl: 'Črnilna kartuša', bg: 'Мастилена касета', el: 'Δοχείο μελάνης', hr: 'Tintni uložak',
              },
              basePriceEurCents: 2990,
              freight: false,
              spec: { unit: 'ml', values: [12, 25, 70], label: CONTENTS },
              volumeDiscountGroup: 'consumables',
            },
          ],
        },
      ],
    },
  ],
};

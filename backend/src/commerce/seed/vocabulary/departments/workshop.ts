import type { CategoryNode, Localized } from '../vocabulary-types.js';
import { LENGTH, POWER } from '../spec-labels.js';

// Workshop tools: power tools, hand tools and workshop furniture, accessories and consumables.

const VOLTAGE: Localized = {
  sk: 'Napätie', en: 'Voltage', de: 'Spannung', pt: 'Tensão', it: 'Tensione', fr: 'Tension', hu: 'Feszültség',
  cs: 'Napětí', nb: 'Spenning', nl: 'Spanning', da: 'Spænding', sv: 'Spänning', es: 'Tensión', fi: 'Jännite',
  pl: 'Napięcie', ro: 'Tensiune', lt: 'Įtampa', sl: 'Napetost', bg: 'Напрежение', el: 'Τάση', hr: 'Napon',
};

const SAW_BLADE_DIAMETER: Localized = {
  sk: 'Priemer pílového kotúča', en: 'Blade diameter', de: 'Sägeblattdurchmesser', pt: 'Diâmetro da lâmina',
  it: 'Diametro lama', fr: 'Diamètre de lame', hu: 'Fűrészlap-átmérő', cs: 'Průměr pilového kotouče',
  nb: 'Bladdiameter', nl: 'Zaagbladdiameter', da: 'Klingediameter', sv: 'Klingdiameter',
  es: 'Diámetro de la hoja', fi: 'Terän halkaisija', pl: 'Średnica tarczy', ro: 'Diametrul pânzei',
  lt: 'Pjūklo skersmuo', sl: 'Premer žaginega lista', bg: 'Диаметър на диска', el: 'Διάμετρος δίσκου',
  hr: 'Promjer lista pile',
};

const DISC_DIAMETER: Localized = {
  sk: 'Priemer kotúča', en: 'Disc diameter', de: 'Scheibendurchmesser', pt: 'Diâmetro do disco',
  it: 'Diametro del disco', fr: 'Diamètre du disque', hu: 'Tárcsaátmérő', cs: 'Průměr kotouče',
  nb: 'Skivediameter', nl: 'Schijfdiameter', da: 'Skivediameter', sv: 'Skivdiameter', es: 'Diámetro del disco',
  fi: 'Laikan halkaisija', pl: 'Średnica tarczy', ro: 'Diametrul discului', lt: 'Disko skersmuo',
  sl: 'Premer plošče', bg: 'Диаметър на диска', el: 'Διάμετρος δίσκου', hr: 'Promjer ploče',
};

const PIECE_COUNT: Localized = {
  sk: 'Počet kusov', en: 'Number of pieces', de: 'Anzahl Teile', pt: 'Número de peças', it: 'Numero di pezzi',
  fr: 'Nombre de pièces', hu: 'Darabszám', cs: 'Počet kusů', nb: 'Antall deler', nl: 'Aantal delen',
  da: 'Antal dele', sv: 'Antal delar', es: 'Número de piezas', fi: 'Osien määrä', pl: 'Liczba elementów',
  ro: 'Număr de piese', lt: 'Dalių skaičius', sl: 'Število kosov', bg: 'Брой части', el: 'Αριθμός τεμαχίων',
  hr: 'Broj dijelova',
};

const TORQUE: Localized = {
  sk: 'Krútiaci moment', en: 'Torque', de: 'Drehmoment', pt: 'Binário', it: 'Coppia', fr: 'Couple',
  hu: 'Nyomaték', cs: 'Krouticí moment', nb: 'Dreiemoment', nl: 'Draaimoment', da: 'Drejningsmoment',
  sv: 'Vridmoment', es: 'Par de apriete', fi: 'Vääntömomentti', pl: 'Moment dokręcania', ro: 'Cuplu',
  lt: 'Sukimo momentas', sl: 'Navor', bg: 'Въртящ момент', el: 'Ροπή', hr: 'Zakretni moment',
};

const DRAWER_COUNT: Localized = {
  sk: 'Počet zásuviek', en: 'Number of drawers', de: 'Anzahl Schubladen', pt: 'Número de gavetas',
  it: 'Numero di cassetti', fr: 'Nombre de tiroirs', hu: 'Fiókok száma', cs: 'Počet zásuvek',
  nb: 'Antall skuffer', nl: 'Aantal laden', da: 'Antal skuffer', sv: 'Antal lådor', es: 'Número de cajones',
  fi: 'Laatikoiden määrä', pl: 'Liczba szuflad', ro: 'Număr de sertare', lt: 'Stalčių skaičius',
  sl: 'Število predalov', bg: 'Брой чекмеджета', el: 'Αριθμός συρταριών', hr: 'Broj ladica',
};

export const WORKSHOP: CategoryNode = {
  key: 'workshop',
  name: {
    sk: 'Dielenské náradie', en: 'Workshop tools', de: 'Werkzeuge und Werkstatt', pt: 'Ferramentas de oficina',
    it: 'Utensili da officina', fr: "Outillage d'atelier", hu: 'Műhelyi szerszámok', cs: 'Dílenské nářadí',
    nb: 'Verktøy og verksted', nl: 'Werkplaatsgereedschap', da: 'Værkstedsværktøj', sv: 'Verkstadsverktyg',
    es: 'Herramientas de taller', fi: 'Korjaamotyökalut', pl: 'Narzędzia warsztatowe', ro: 'Scule de atelier',
    lt: 'Dirbtuvių įrankiai', sl: 'Delavniško orodje', bg: 'Инструменти за работилница',
    el: 'Εργαλεία συνεργείου', hr: 'Alati za radionicu',
  },
  children: [
    {
      key: 'workshop-power-tools',
      name: {
        sk: 'Elektrické náradie', en: 'Power tools', de: 'Elektrowerkzeuge', pt: 'Ferramentas elétricas',
        it: 'Elettroutensili', fr: 'Outillage électrique', hu: 'Elektromos szerszámok', cs: 'Elektrické nářadí',
        nb: 'Elektroverktøy', nl: 'Elektrisch gereedschap', da: 'El-værktøj', sv: 'Elverktyg',
        es: 'Herramientas eléctricas', fi: 'Sähkötyökalut', pl: 'Elektronarzędzia', ro: 'Scule electrice',
        lt: 'Elektriniai įrankiai', sl: 'Električno orodje', bg: 'Електроинструменти', el: 'Ηλεκτρικά εργαλεία',
        hr: 'Električni alati',
      },
      children: [
        {
          key: 'workshop-power-tools-drills',
          name: {
            sk: 'Vŕtačky', en: 'Drills', de: 'Bohrmaschinen', pt: 'Berbequins e engenhos de furar', it: 'Trapani',
            fr: 'Perceuses', hu: 'Fúrógépek', cs: 'Vrtačky', nb: 'Bormaskiner', nl: 'Boormachines',
            da: 'Boremaskiner', sv: 'Borrmaskiner', es: 'Taladros', fi: 'Porakoneet', pl: 'Wiertarki',
            ro: 'Mașini de găurit', lt: 'Gręžtuvai', sl: 'Vrtalniki', bg: 'Бормашини', el: 'Δράπανα',
            hr: 'Bušilice',
          },
          productKinds: [
            {
              key: 'workshop-bench-drill',
              name: {
                sk: 'Stĺpová vŕtačka', en: 'Bench drill', de: 'Tischbohrmaschine',
                pt: 'Engenho de furar de bancada', it: 'Trapano a colonna', fr: 'Perceuse à colonne',
                hu: 'Asztali fúrógép', cs: 'Stolní vrtačka', nb: 'Søyleboremaskin', nl: 'Kolomboormachine',
                da: 'Søjleboremaskine', sv: 'Pelarborrmaskin', es: 'Taladro de columna', fi: 'Pöytäporakone',
                pl: 'Wiertarka stołowa', ro: 'Mașină de găurit cu coloană', lt: 'Stalinės gręžimo staklės',
                sl: 'Namizni vrtalni stroj', bg: 'Настолна бормашина', el: 'Δράπανο κολόνας',
                hr: 'Stolna bušilica',
              },
              basePriceEurCents: 34900,
              freight: false,
              spec: { unit: 'W', values: [450, 600, 750, 1100], label: POWER },
            },
            {
              key: 'workshop-cordless-drill-driver',
              name: {
                sk: 'Aku vŕtací skrutkovač', en: 'Cordless drill driver', de: 'Akku-Bohrschrauber',
                pt: 'Berbequim aparafusador a bateria', it: 'Trapano avvitatore a batteria',
                fr: 'Perceuse-visseuse sans fil', hu: 'Akkus fúró-csavarozó', cs: 'Aku vrtací šroubovák',
                nb: 'Batteridrill', nl: 'Accuboorschroefmachine', da: 'Akku-boreskruemaskine',
                sv: 'Borrskruvdragare', es: 'Taladro atornillador a batería', fi: 'Akkuporakone',
                pl: 'Wiertarko-wkrętarka akumulatorowa', ro: 'Mașină de găurit și înșurubat cu acumulator',
                lt: 'Akumuliatorinis gręžtuvas-suktuvas', sl: 'Akumulatorski vrtalnik vijačnik',
                bg: 'Акумулаторен винтоверт', el: 'Δραπανοκατσάβιδο μπαταρίας', hr: 'Aku bušilica-odvijač',
              },
              basePriceEurCents: 17900,
              freight: false,
              spec: { unit: 'V', values: [12, 18, 36], label: VOLTAGE },
            },
          ],
        },
        {
          key: 'workshop-power-tools-saws',
          name: {
            sk: 'Píly', en: 'Saws', de: 'Sägen', pt: 'Serras', it: 'Seghe', fr: 'Scies', hu: 'Fűrészek',
            cs: 'Pily', nb: 'Sager', nl: 'Zagen', da: 'Save', sv: 'Sågar', es: 'Sierras', fi: 'Sahat',
            pl: 'Piły', ro: 'Fierăstraie', lt: 'Pjūklai', sl: 'Žage', bg: 'Циркуляри', el: 'Πριόνια',
            hr: 'Pile',
          },
          productKinds: [
            {
              key: 'workshop-circular-saw',
              name: {
                sk: 'Ručná kotúčová píla', en: 'Circular saw', de: 'Handkreissäge', pt: 'Serra circular',
                it: 'Sega circolare', fr: 'Scie circulaire', hu: 'Kézi körfűrész', cs: 'Ruční kotoučová pila',
                nb: 'Sirkelsag', nl: 'Cirkelzaag', da: 'Rundsav', sv: 'Cirkelsåg', es: 'Sierra circular',
                fi: 'Käsipyörösaha', pl: 'Pilarka tarczowa', ro: 'Fierăstrău circular', lt: 'Diskinis pjūklas',
                sl: 'Ročna krožna žaga', bg: 'Ръчен циркуляр', el: 'Δισκοπρίονο', hr: 'Ručna kružna pila',
              },
              basePriceEurCents: 22900,
              freight: false,
              spec: { unit: 'W', values: [1200, 1400, 1600, 1800], label: POWER },
            },
            {
              key: 'workshop-table-saw',
              name: {
                sk: 'Stolová kotúčová píla', en: 'Table saw', de: 'Tischkreissäge', pt: 'Serra circular de bancada',
                it: 'Sega circolare da banco', fr: 'Scie sur table', hu: 'Asztali körfűrész',
                cs: 'Stolní kotoučová pila', nb: 'Bordsirkelsag', nl: 'Tafelzaag', da: 'Bordrundsav',
                sv: 'Bordsåg', es: 'Sierra de mesa', fi: 'Pöytäsirkkeli', pl: 'Pilarka stołowa',
                ro: 'Fierăstrău circular de masă', lt: 'Diskinės pjovimo staklės', sl: 'Namizna krožna žaga',
                bg: 'Настолен циркуляр', el: 'Δισκοπρίονο πάγκου', hr: 'Stolna kružna pila',
              },
              basePriceEurCents: 129000,
              freight: true,
              spec: { unit: 'mm', values: [250, 315, 400], label: SAW_BLADE_DIAMETER },
            },
          ],
        },
      ],
    },
    {
      key: 'workshop-hand-tools',
      name: {
        sk: 'Ručné náradie', en: 'Hand tools', de: 'Handwerkzeuge', pt: 'Ferramentas manuais',
        it: 'Utensili manuali', fr: 'Outillage à main', hu: 'Kéziszerszámok', cs: 'Ruční nářadí',
        nb: 'Håndverktøy', nl: 'Handgereedschap', da: 'Håndværktøj', sv: 'Handverktyg',
        es: 'Herramientas manuales', fi: 'Käsityökalut', pl: 'Narzędzia ręczne', ro: 'Scule de mână',
        lt: 'Rankiniai įrankiai', sl: 'Ročno orodje', bg: 'Ръчни инструменти', el: 'Εργαλεία χειρός',
        hr: 'Ručni alati',
      },
      children: [
        {
          key: 'workshop-hand-tools-wrenches',
          name: {
            sk: 'Kľúče a gola sady', en: 'Wrenches and socket sets',
            de: 'Schraubenschlüssel und Steckschlüsselsätze', pt: 'Chaves e jogos de chaves de caixa',
            it: 'Chiavi e set di bussole', fr: 'Clés et coffrets de douilles',
            hu: 'Kulcsok és dugókulcskészletek', cs: 'Klíče a gola sady', nb: 'Nøkler og pipenøkkelsett',
            nl: 'Sleutels en doppendozen', da: 'Nøgler og topnøglesæt', sv: 'Nycklar och hylsnyckelsatser',
            es: 'Llaves y juegos de vasos', fi: 'Avaimet ja hylsysarjat', pl: 'Klucze i zestawy nasadek',
            ro: 'Chei și truse de chei tubulare', lt: 'Raktai ir galvučių rinkiniai',
            sl: 'Ključi in garniture nasadnih ključev', bg: 'Ключове и гедории', el: 'Κλειδιά και καρυδάκια',
            hr: 'Ključevi i garniture nasadnih ključeva',
          },
          productKinds: [
            {
              key: 'workshop-socket-set',
              name: {
                sk: 'Sada nástrčných kľúčov', en: 'Socket set', de: 'Steckschlüsselsatz',
                pt: 'Jogo de chaves de caixa', it: 'Set di chiavi a bussola', fr: 'Coffret de douilles',
                hu: 'Dugókulcskészlet', cs: 'Sada nástrčných klíčů', nb: 'Pipenøkkelsett', nl: 'Doppendoos',
                da: 'Topnøglesæt', sv: 'Hylsnyckelsats', es: 'Juego de vasos', fi: 'Hylsyavainsarja',
                pl: 'Zestaw kluczy nasadowych', ro: 'Trusă de chei tubulare', lt: 'Galvučių rinkinys',
                sl: 'Garnitura nasadnih ključev', bg: 'Комплект гедория', el: 'Σετ καρυδάκια',
                hr: 'Garnitura nasadnih ključeva',
              },
              basePriceEurCents: 12900,
              freight: false,
              spec: { unit: 'pcs', values: [46, 94, 172, 216], label: PIECE_COUNT },
            },
            {
              key: 'workshop-torque-wrench',
              name: {
                sk: 'Momentový kľúč', en: 'Torque wrench', de: 'Drehmomentschlüssel', pt: 'Chave dinamométrica',
                it: 'Chiave dinamometrica', fr: 'Clé dynamométrique', hu: 'Nyomatékkulcs', cs: 'Momentový klíč',
                nb: 'Momentnøkkel', nl: 'Momentsleutel', da: 'Momentnøgle', sv: 'Momentnyckel',
                es: 'Llave dinamométrica', fi: 'Momenttiavain', pl: 'Klucz dynamometryczny',
                ro: 'Cheie dinamometrică', lt: 'Dinamometrinis raktas', sl: 'Momentni ključ',
                bg: 'Динамометричен ключ', el: 'Δυναμόκλειδο', hr: 'Moment ključ',
              },
              basePriceEurCents: 14900,
              freight: false,
              spec: { unit: 'Nm', values: [60, 110, 210, 340], label: TORQUE },
            },
          ],
        },
        {
          key: 'workshop-hand-tools-benches-trolleys',
          name: {
            sk: 'Ponky a dielenské vozíky', en: 'Workbenches and tool trolleys',
            de: 'Werkbänke und Werkstattwagen', pt: 'Bancadas e carros de ferramentas',
            it: 'Banchi da lavoro e carrelli portautensili', fr: "Établis et servantes d'atelier",
            hu: 'Munkapadok és szerszámkocsik', cs: 'Ponky a dílenské vozíky',
            nb: 'Arbeidsbenker og verktøyvogner', nl: 'Werkbanken en gereedschapswagens',
            da: 'Arbejdsbænke og værktøjsvogne', sv: 'Arbetsbänkar och verktygsvagnar',
            es: 'Bancos de trabajo y carros de herramientas', fi: 'Työpenkit ja työkaluvaunut',
            pl: 'Stoły warsztatowe i wózki narzędziowe', ro: 'Bancuri de lucru și cărucioare pentru scule',
            lt: 'Darbastaliai ir įrankių vežimėliai', sl: 'Delovni pulti in vozički za orodje',
            bg: 'Работни маси и колички за инструменти', el: 'Πάγκοι εργασίας και εργαλειοφόροι',
            hr: 'Radni stolovi i kolica za alat',
          },
          productKinds: [
            {
              key: 'workshop-tool-trolley',
              name: {
                sk: 'Dielenský vozík', en: 'Tool trolley', de: 'Werkstattwagen', pt: 'Carro de ferramentas',
                it: 'Carrello portautensili', fr: "Servante d'atelier", hu: 'Szerszámkocsi', cs: 'Dílenský vozík',
                nb: 'Verktøyvogn', nl: 'Gereedschapswagen', da: 'Værktøjsvogn', sv: 'Verktygsvagn',
                es: 'Carro de herramientas', fi: 'Työkaluvaunu', pl: 'Wózek narzędziowy',
                ro: 'Cărucior pentru scule', lt: 'Įrankių vežimėlis', sl: 'Voziček za orodje',
                bg: 'Количка за инструменти', el: 'Εργαλειοφόρος', hr: 'Kolica za alat',
              },
              basePriceEurCents: 44900,
              freight: true,
              spec: { unit: 'pcs', values: [5, 6, 7, 8], label: DRAWER_COUNT },
            },
            {
              key: 'workshop-workbench',
              name: {
                sk: 'Dielenský ponk', en: 'Workbench', de: 'Werkbank', pt: 'Bancada de trabalho',
                it: 'Banco da lavoro', fr: 'Établi', hu: 'Munkapad', cs: 'Dílenský ponk', nb: 'Arbeidsbenk',
                nl: 'Werkbank', da: 'Arbejdsbænk', sv: 'Arbetsbänk', es: 'Banco de trabajo', fi: 'Työpenkki',
                pl: 'Stół warsztatowy', ro: 'Banc de lucru', lt: 'Darbastalis', sl: 'Delovni pult',
                bg: 'Работна маса', el: 'Πάγκος εργασίας', hr: 'Radni stol',
              },
              basePriceEurCents: 59900,
              freight: true,
              spec: { unit: 'mm', values: [1200, 1500, 2000], label: LENGTH },
            },
          ],
        },
      ],
    },
    {
      key: 'workshop-accessories',
      name: {
        sk: 'Príslušenstvo a spotrebný materiál', en: 'Accessories and consumables',
        de: 'Zubehör und Verbrauchsmaterial', pt: 'Acessórios e consumíveis', it: 'Accessori e consumabili',
        fr: 'Accessoires et consommables', hu: 'Tartozékok és fogyóeszközök',
        cs: 'Příslušenství a spotřební materiál', nb: 'Tilbehør og forbruksmateriell',
        nl: 'Accessoires en verbruiksmateriaal', da: 'Tilbehør og forbrugsvarer',
        sv: 'Tillbehör och förbrukningsmaterial', es: 'Accesorios y consumibles', fi: 'Tarvikkeet ja kulutusosat',
        pl: 'Akcesoria i materiały eksploatacyjne', ro: 'Accesorii și consumabile',
        lt: 'Priedai ir eksploatacinės medžiagos', sl: 'Dodatki in potrošni material',
        bg: 'Аксесоари и консумативи', el: 'Αξεσουάρ και αναλώσιμα', hr: 'Pribor i potrošni materijal',
      },
      children: [
        {
          key: 'workshop-accessories-blades-discs',
          name: {
            sk: 'Pílové a rezné kotúče', en: 'Saw blades and cutting discs', de: 'Sägeblätter und Trennscheiben',
            pt: 'Discos de serra e de corte', it: 'Lame per seghe e dischi da taglio',
            fr: 'Lames de scie et disques à tronçonner', hu: 'Fűrészlapok és vágókorongok',
            cs: 'Pilové a řezné kotouče', nb: 'Sagblad og kappeskiver', nl: 'Zaagbladen en doorslijpschijven',
            da: 'Klinger og skæreskiver', sv: 'Sågklingor och kapskivor', es: 'Discos de sierra y de corte',
            fi: 'Sahanterät ja katkaisulaikat', pl: 'Tarcze do pił i tarcze tnące',
            ro: 'Pânze de fierăstrău și discuri de tăiere', lt: 'Pjūklų ir pjovimo diskai',
            sl: 'Žagini listi in rezalne plošče', bg: 'Дискове за циркуляр и режещи дискове',
            el: 'Πριονόδισκοι και δίσκοι κοπής', hr: 'Listovi pila i rezne ploče',
          },
          productKinds: [
            {
              key: 'workshop-circular-saw-blade',
              name: {
                sk: 'Pílový kotúč', en: 'Circular saw blade', de: 'Kreissägeblatt', pt: 'Disco de serra circular',
                it: 'Lama per sega circolare', fr: 'Lame de scie circulaire', hu: 'Körfűrészlap',
                cs: 'Pilový kotouč', nb: 'Sirkelsagblad', nl: 'Cirkelzaagblad', da: 'Rundsavsklinge',
                sv: 'Sågklinga', es: 'Disco de sierra circular', fi: 'Pyörösahanterä',
                pl: 'Tarcza do pilarki tarczowej', ro: 'Disc pentru fierăstrău circular',
                lt: 'Diskinio pjūklo diskas', sl: 'Žagin list za krožno žago', bg: 'Диск за циркуляр',
                el: 'Δίσκος δισκοπρίονου', hr: 'List kružne pile',
              },
              basePriceEurCents: 3900,
              freight: false,
              spec: { unit: 'mm', values: [160, 190, 216, 254, 305], label: SAW_BLADE_DIAMETER },
              volumeDiscountGroup: 'consumables',
            },
            {
              key: 'workshop-cutting-disc',
              name: {
                sk: 'Rezný kotúč', en: 'Cutting disc', de: 'Trennscheibe', pt: 'Disco de corte',
                it: 'Disco da taglio', fr: 'Disque à tronçonner', hu: 'Vágókorong', cs: 'Řezný kotouč',
                nb: 'Kappeskive', nl: 'Doorslijpschijf', da: 'Skæreskive', sv: 'Kapskiva', es: 'Disco de corte',
                fi: 'Katkaisulaikka', pl: 'Tarcza tnąca', ro: 'Disc de tăiere', lt: 'Pjovimo diskas',
                sl: 'Rezalna plošča', bg: 'Режещ диск', el: 'Δίσκος κοπής', hr: 'Rezna ploča',
              },
              basePriceEurCents: 590,
              freight: false,
              spec: { unit: 'mm', values: [115, 125, 180, 230], label: DISC_DIAMETER },
              volumeDiscountGroup: 'consumables',
            },
          ],
        },
        {
          key: 'workshop-accessories-bits',
          name: {
            sk: 'Vrtáky a bity', en: 'Drill bits and screwdriver bits', de: 'Bohrer und Bits',
            pt: 'Brocas e pontas de aparafusar', it: 'Punte e inserti', fr: 'Forets et embouts',
            hu: 'Fúrószárak és bitek', cs: 'Vrtáky a bity', nb: 'Bor og bits', nl: 'Boren en bits',
            da: 'Bor og bits', sv: 'Borr och bits', es: 'Brocas y puntas', fi: 'Poranterät ja ruuvauskärjet',
            pl: 'Wiertła i bity', ro: 'Burghie și biți', lt: 'Grąžtai ir antgaliai', sl: 'Svedri in nastavki',
            bg: 'Свредла и накрайници', el: 'Τρυπάνια και μύτες', hr: 'Svrdla i bitovi',
          },
          productKinds: [
            {
              key: 'workshop-hss-drill-bit-set',
              name: {
                sk: 'Sada vrtákov HSS', en: 'HSS drill bit set', de: 'HSS-Bohrersatz', pt: 'Jogo de brocas HSS',
                it: 'Set di punte HSS', fr: 'Coffret de forets HSS', hu: 'HSS fúrókészlet', cs: 'Sada vrtáků HSS',
                nb: 'HSS-borsett', nl: 'HSS-borenset', da: 'HSS-borsæt', sv: 'HSS-borrsats',
                es: 'Juego de brocas HSS', fi: 'HSS-poranteräsarja', pl: 'Zestaw wierteł HSS',
                ro: 'Set de burghie HSS', lt: 'HSS grąžtų rinkinys', sl: 'Komplet svedrov HSS',
                bg: 'Комплект свредла HSS', el: 'Σετ τρυπάνια HSS', hr: 'Set svrdla HSS',
              },
              basePriceEurCents: 3490,
              freight: false,
              spec: { unit: 'pcs', values: [13, 19, 25, 41], label: PIECE_COUNT },
              volumeDiscountGroup: 'consumables',
            },
            {
              key: 'workshop-screwdriver-bit-set',
              name: {
                sk: 'Sada bitov', en: 'Screwdriver bit set', de: 'Bit-Set', pt: 'Jogo de pontas de aparafusar',
                it: 'Set di inserti per avvitatore', fr: "Coffret d'embouts de vissage", hu: 'Bitkészlet',
                cs: 'Sada bitů', nb: 'Bitssett', nl: 'Bitset', da: 'Bitsæt', sv: 'Bitssats',
                es: 'Juego de puntas de atornillar', fi: 'Ruuvauskärkisarja', pl: 'Zestaw bitów',
                ro: 'Set de biți', lt: 'Antgalių rinkinys', sl: 'Komplet vijačnih nastavkov',
                bg: 'Комплект накрайници', el: 'Σετ μύτες βιδώματος', hr: 'Set bitova',
              },
              basePriceEurCents: 2490,
              freight: false,
              spec: { unit: 'pcs', values: [32, 60, 100], label: PIECE_COUNT },
              volumeDiscountGroup: 'consumables',
            },
          ],
        },
      ],
    },
  ],
};

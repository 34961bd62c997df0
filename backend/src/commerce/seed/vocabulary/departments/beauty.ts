import type { CategoryNode, Localized } from '../vocabulary-types.js';

// Professional beauty-salon and hairdressing equipment: furniture, devices, manicure and waxing.

const LOAD_CAPACITY: Localized = {
  sk: 'Nosnosť', en: 'Load capacity', de: 'Belastbarkeit', pt: 'Carga máxima', it: 'Carico massimo', fr: 'Charge maximale',
  hu: 'Teherbírás', cs: 'Nosnost', nb: 'Bæreevne', nl: 'Draagvermogen', da: 'Bæreevne', sv: 'Maxbelastning',
  es: 'Carga máxima', fi: 'Kantavuus', pl: 'Maks. obciążenie', ro: 'Sarcină maximă', lt: 'Didžiausia apkrova',
  sl: 'Nosilnost', bg: 'Товароносимост', el: 'Μέγιστο φορτίο', hr: 'Nosivost',
};

const WIDTH: Localized = {
  sk: 'Šírka', en: 'Width', de: 'Breite', pt: 'Largura', it: 'Larghezza', fr: 'Largeur', hu: 'Szélesség',
  cs: 'Šířka', nb: 'Bredde', nl: 'Breedte', da: 'Bredde', sv: 'Bredd', es: 'Ancho', fi: 'Leveys',
  pl: 'Szerokość', ro: 'Lățime', lt: 'Plotis', sl: 'Širina', bg: 'Ширина', el: 'Πλάτος', hr: 'Širina',
};

const CAPACITY: Localized = {
  sk: 'Objem', en: 'Capacity', de: 'Fassungsvermögen', pt: 'Capacidade', it: 'Capacità', fr: 'Capacité',
  hu: 'Űrtartalom', cs: 'Objem', nb: 'Kapasitet', nl: 'Inhoud', da: 'Kapacitet', sv: 'Volym', es: 'Capacidad',
  fi: 'Tilavuus', pl: 'Pojemność', ro: 'Capacitate', lt: 'Talpa', sl: 'Prostornina', bg: 'Вместимост',
  el: 'Χωρητικότητα', hr: 'Zapremnina',
};

const POWER: Localized = {
  sk: 'Výkon', en: 'Power', de: 'Leistung', pt: 'Potência', it: 'Potenza', fr: 'Puissance', hu: 'Teljesítmény',
  cs: 'Výkon', nb: 'Effekt', nl: 'Vermogen', da: 'Effekt', sv: 'Effekt', es: 'Potencia', fi: 'Teho',
  pl: 'Moc', ro: 'Putere', lt: 'Galia', sl: 'Moč', bg: 'Мощност', el: 'Ισχύς', hr: 'Snaga',
};

const SPEED: Localized = {
  sk: 'Otáčky', en: 'Speed', de: 'Drehzahl', pt: 'Velocidade de rotação', it: 'Velocità di rotazione',
  fr: 'Vitesse de rotation', hu: 'Fordulatszám', cs: 'Otáčky', nb: 'Turtall', nl: 'Toerental', da: 'Omdrejningstal',
  sv: 'Varvtal', es: 'Velocidad de rotación', fi: 'Kierrosnopeus', pl: 'Prędkość obrotowa', ro: 'Turație',
  lt: 'Sukimosi greitis', sl: 'Število vrtljajev', bg: 'Обороти', el: 'Ταχύτητα περιστροφής', hr: 'Broj okretaja',
};

const CONTENTS: Localized = {
  sk: 'Obsah balenia', en: 'Contents', de: 'Inhalt', pt: 'Conteúdo', it: 'Contenuto', fr: 'Contenance',
  hu: 'Kiszerelés', cs: 'Obsah balení', nb: 'Innhold', nl: 'Inhoud verpakking', da: 'Indhold', sv: 'Innehåll',
  es: 'Contenido', fi: 'Sisältö', pl: 'Zawartość opakowania', ro: 'Conținut', lt: 'Kiekis pakuotėje',
  sl: 'Vsebina pakiranja', bg: 'Количество', el: 'Περιεχόμενο', hr: 'Sadržaj pakiranja',
};

export const BEAUTY: CategoryNode = {
  key: 'beauty',
  name: {
    sk: 'Kozmetika a kaderníctvo', en: 'Beauty and hairdressing', de: 'Kosmetik und Friseur',
    pt: 'Estética e cabeleireiro', it: 'Estetica e parrucchieri', fr: 'Esthétique et coiffure',
    hu: 'Kozmetika és fodrászat', cs: 'Kosmetika a kadeřnictví', nb: 'Skjønnhet og frisør',
    nl: 'Schoonheid en kapsalon', da: 'Skønhed og frisør', sv: 'Skönhet och frisör', es: 'Estética y peluquería',
    fi: 'Kauneus ja kampaamo', pl: 'Kosmetyka i fryzjerstwo', ro: 'Cosmetică și coafură',
    lt: 'Grožio salonai ir kirpyklos', sl: 'Kozmetika in frizerstvo', bg: 'Козметика и фризьорство',
    el: 'Αισθητική και κομμωτήρια', hr: 'Kozmetika i frizerstvo',
  },
  children: [
    {
      key: 'beauty-furniture',
      name: {
        sk: 'Salónny nábytok', en: 'Salon furniture', de: 'Salonmöbel', pt: 'Mobiliário para salões',
        it: 'Arredamento per saloni', fr: "Mobilier d'institut", hu: 'Szalonbútorok', cs: 'Salonní nábytek',
        nb: 'Salongmøbler', nl: 'Salonmeubilair', da: 'Salonmøbler', sv: 'Salongsmöbler',
        es: 'Mobiliario para salones', fi: 'Salonkikalusteet', pl: 'Meble do salonów', ro: 'Mobilier pentru saloane',
        lt: 'Salonų baldai', sl: 'Salonsko pohištvo', bg: 'Мебели за салони', el: 'Έπιπλα κομμωτηρίου και αισθητικής',
        hr: 'Namještaj za salone',
      },
      children: [
        {
          key: 'beauty-furniture-chairs',
          name: {
            sk: 'Kadernícke a barberské kreslá', en: 'Hairdressing and barber chairs', de: 'Friseur- und Barberstühle',
            pt: 'Cadeiras de cabeleireiro e barbeiro', it: 'Poltrone da parrucchiere e barbiere',
            fr: 'Fauteuils de coiffure et de barbier', hu: 'Fodrász- és borbélyszékek',
            cs: 'Kadeřnická a barberská křesla', nb: 'Frisør- og barberstoler', nl: 'Kappers- en barberstoelen',
            da: 'Frisør- og barberstole', sv: 'Frisör- och barberarstolar', es: 'Sillones de peluquería y barbería',
            fi: 'Kampaamo- ja parturituolit', pl: 'Fotele fryzjerskie i barberskie',
            ro: 'Scaune de coafor și frizerie', lt: 'Kirpyklų ir barberių kėdės', sl: 'Frizerski in brivski stoli',
            bg: 'Фризьорски и бръснарски столове', el: 'Καρέκλες κομμωτηρίου και κουρείου',
            hr: 'Frizerski i brijački stolci',
          },
          productKinds: [
            {
              key: 'beauty-hydraulic-salon-chair',
              name: {
                sk: 'Hydraulické kadernícke kreslo', en: 'Hydraulic salon chair', de: 'Hydraulischer Friseurstuhl',
                pt: 'Cadeira de cabeleireiro hidráulica', it: 'Poltrona da parrucchiere idraulica',
                fr: 'Fauteuil de coiffure hydraulique', hu: 'Hidraulikus fodrászszék',
                cs: 'Hydraulické kadeřnické křeslo', nb: 'Hydraulisk frisørstol', nl: 'Hydraulische kappersstoel',
                da: 'Hydraulisk frisørstol', sv: 'Hydraulisk frisörstol', es: 'Sillón de peluquería hidráulico',
                fi: 'Hydraulinen kampaamotuoli', pl: 'Hydrauliczny fotel fryzjerski', ro: 'Scaun de coafor hidraulic',
                lt: 'Hidraulinė kirpyklos kėdė', sl: 'Hidravlični frizerski stol', bg: 'Хидравличен фризьорски стол',
                el: 'Υδραυλική καρέκλα κομμωτηρίου', hr: 'Hidraulični frizerski stolac',
              },
              basePriceEurCents: 29900,
              freight: false,
              spec: { unit: 'kg', values: [120, 150, 180], label: LOAD_CAPACITY },
            },
            {
              key: 'beauty-barber-chair',
              name: {
                sk: 'Barberské kreslo', en: 'Barber chair', de: 'Barberstuhl', pt: 'Cadeira de barbeiro',
                it: 'Poltrona da barbiere', fr: 'Fauteuil de barbier', hu: 'Borbélyszék', cs: 'Barberské křeslo',
                nb: 'Barberstol', nl: 'Barberstoel', da: 'Barberstol', sv: 'Barberarstol', es: 'Sillón de barbero',
                fi: 'Parturintuoli', pl: 'Fotel barberski', ro: 'Scaun de frizerie', lt: 'Barberio kėdė',
                sl: 'Brivski stol', bg: 'Бръснарски стол', el: 'Καρέκλα κουρείου', hr: 'Brijački stolac',
              },
              basePriceEurCents: 69900,
              freight: true,
              spec: { unit: 'kg', values: [150, 180, 200], label: LOAD_CAPACITY },
            },
          ],
        },
        {
          key: 'beauty-furniture-beds',
          name: {
            sk: 'Kozmetické lehátka a pedikérske kreslá', en: 'Treatment beds and pedicure chairs',
            de: 'Behandlungsliegen und Fußpflegestühle', pt: 'Marquesas e cadeiras de pedicure',
            it: 'Lettini estetici e poltrone pedicure', fr: 'Tables de soin et fauteuils de pédicure',
            hu: 'Kozmetikai ágyak és pedikűrszékek', cs: 'Kosmetická lehátka a pedikérská křesla',
            nb: 'Behandlingsbenker og fotpleiestoler', nl: 'Behandelstoelen en pedicurestoelen',
            da: 'Behandlingsbrikse og fodplejestole', sv: 'Behandlingsbritsar och fotvårdsstolar',
            es: 'Camillas y sillones de pedicura', fi: 'Hoitosängyt ja jalkahoitotuolit',
            pl: 'Łóżka kosmetyczne i fotele do pedicure', ro: 'Paturi cosmetice și scaune de pedichiură',
            lt: 'Kosmetologiniai gultai ir pedikiūro krėslai', sl: 'Kozmetične postelje in pedikerski stoli',
            bg: 'Козметични легла и педикюрни столове', el: 'Κρεβάτια αισθητικής και πολυθρόνες πεντικιούρ',
            hr: 'Kozmetički ležajevi i stolci za pedikuru',
          },
          productKinds: [
            {
              key: 'beauty-electric-treatment-bed',
              name: {
                sk: 'Elektrické kozmetické lehátko', en: 'Electric treatment bed', de: 'Elektrische Behandlungsliege',
                pt: 'Marquesa elétrica', it: 'Lettino estetico elettrico', fr: 'Table de soin électrique',
                hu: 'Elektromos kozmetikai ágy', cs: 'Elektrické kosmetické lehátko', nb: 'Elektrisk behandlingsbenk',
                nl: 'Elektrische behandelstoel', da: 'Elektrisk behandlingsbriks', sv: 'Elektrisk behandlingsbrits',
                es: 'Camilla eléctrica', fi: 'Sähkötoiminen hoitosänky', pl: 'Elektryczne łóżko kosmetyczne',
                ro: 'Pat cosmetic electric', lt: 'Elektrinis kosmetologinis gultas', sl: 'Električna kozmetična postelja',
                bg: 'Електрическо козметично легло', el: 'Ηλεκτρικό κρεβάτι αισθητικής', hr: 'Električni kozmetički ležaj',
              },
              basePriceEurCents: 119000,
              freight: true,
              spec: { unit: 'cm', values: [60, 70, 80], label: WIDTH },
            },
            {
              key: 'beauty-pedicure-chair',
              name: {
                sk: 'Pedikérske kreslo', en: 'Pedicure chair', de: 'Fußpflegestuhl', pt: 'Cadeira de pedicure',
                it: 'Poltrona pedicure', fr: 'Fauteuil de pédicure', hu: 'Pedikűrszék', cs: 'Pedikérské křeslo',
                nb: 'Fotpleiestol', nl: 'Pedicurestoel', da: 'Fodplejestol', sv: 'Fotvårdsstol', es: 'Sillón de pedicura',
                fi: 'Jalkahoitotuoli', pl: 'Fotel do pedicure', ro: 'Scaun de pedichiură', lt: 'Pedikiūro krėslas',
                sl: 'Pedikerski stol', bg: 'Педикюрен стол', el: 'Πολυθρόνα πεντικιούρ', hr: 'Stolac za pedikuru',
              },
              basePriceEurCents: 89900,
              freight: true,
              spec: { unit: 'kg', values: [150, 180, 200], label: LOAD_CAPACITY },
            },
          ],
        },
      ],
    },
    {
      key: 'beauty-devices',
      name: {
        sk: 'Kozmetické a kadernícke prístroje', en: 'Beauty and hair appliances', de: 'Kosmetik- und Friseurgeräte',
        pt: 'Aparelhos de estética e cabeleireiro', it: 'Apparecchi per estetica e parrucchieri',
        fr: "Appareils d'esthétique et de coiffure", hu: 'Kozmetikai és fodrászati készülékek',
        cs: 'Kosmetické a kadeřnické přístroje', nb: 'Skjønnhets- og frisørapparater',
        nl: 'Schoonheids- en kappersapparatuur', da: 'Skønheds- og frisørapparater',
        sv: 'Skönhets- och frisörapparater', es: 'Aparatología de estética y peluquería',
        fi: 'Kauneudenhoito- ja kampaamolaitteet', pl: 'Urządzenia kosmetyczne i fryzjerskie',
        ro: 'Aparate cosmetice și de coafură', lt: 'Kosmetologijos ir kirpyklų prietaisai',
        sl: 'Kozmetične in frizerske naprave', bg: 'Козметични и фризьорски уреди',
        el: 'Συσκευές αισθητικής και κομμωτηρίου', hr: 'Kozmetički i frizerski uređaji',
      },
      children: [
        {
          key: 'beauty-devices-face',
          name: {
            sk: 'Prístroje na ošetrenie pleti', en: 'Facial treatment devices', de: 'Gesichtsbehandlungsgeräte',
            pt: 'Aparelhos de tratamento facial', it: 'Apparecchi per il viso', fr: 'Appareils de soin du visage',
            hu: 'Arckezelő készülékek', cs: 'Přístroje pro ošetření pleti', nb: 'Ansiktsbehandlingsapparater',
            nl: 'Apparatuur voor gezichtsbehandeling', da: 'Apparater til ansigtsbehandling',
            sv: 'Apparater för ansiktsbehandling', es: 'Aparatos de tratamiento facial', fi: 'Kasvohoitolaitteet',
            pl: 'Urządzenia do zabiegów na twarz', ro: 'Aparate pentru tratamente faciale',
            lt: 'Veido procedūrų prietaisai', sl: 'Naprave za nego obraza', bg: 'Апарати за лицеви процедури',
            el: 'Συσκευές περιποίησης προσώπου', hr: 'Uređaji za njegu lica',
          },
          productKinds: [
            {
              key: 'beauty-facial-steamer',
              name: {
                sk: 'Kozmetický naparovač', en: 'Facial steamer', de: 'Gesichtsbedampfer', pt: 'Vaporizador facial',
                it: 'Vaporizzatore viso', fr: 'Vaporisateur facial', hu: 'Arcgőzölő', cs: 'Kosmetický napařovač',
                nb: 'Ansiktsdamper', nl: 'Gezichtsstomer', da: 'Ansigtsdamper', sv: 'Ansiktsångare',
                es: 'Vaporizador facial', fi: 'Kasvohöyrystin', pl: 'Wapozon', ro: 'Vapozon', lt: 'Veido garintuvas',
                sl: 'Vaporizator za obraz', bg: 'Вапозон', el: 'Συσκευή ατμού προσώπου', hr: 'Vaporizator za lice',
              },
              basePriceEurCents: 18900,
              freight: false,
              spec: { unit: 'ml', values: [600, 900, 1200], label: CAPACITY },
            },
            {
              key: 'beauty-microdermabrasion-device',
              name: {
                sk: 'Prístroj na mikrodermabráziu', en: 'Microdermabrasion machine', de: 'Mikrodermabrasionsgerät',
                pt: 'Aparelho de microdermoabrasão', it: 'Apparecchio per microdermoabrasione',
                fr: 'Appareil de microdermabrasion', hu: 'Mikrodermabráziós készülék',
                cs: 'Přístroj na mikrodermabrazi', nb: 'Mikrodermabrasjonsapparat', nl: 'Microdermabrasie-apparaat',
                da: 'Mikrodermabrasionsapparat', sv: 'Mikrodermabrasionsapparat', es: 'Aparato de microdermoabrasión',
                fi: 'Mikrohiontalaite', pl: 'Urządzenie do mikrodermabrazji', ro: 'Aparat de microdermabraziune',
                lt: 'Mikrodermabrazijos aparatas', sl: 'Naprava za mikrodermabrazijo',
                bg: 'Апарат за микродермабразио', el: 'Συσκευή μικροδερμοαπόξεσης',
                hr: 'Uređaj za mikrodermoabraziju',
              },
              basePriceEurCents: 44900,
              freight: false,
              spec: { unit: 'W', values: [35, 60, 90], label: POWER },
            },
          ],
        },
        {
          key: 'beauty-devices-hair',
          name: {
            sk: 'Fény a sušiace helmy', en: 'Hair dryers and hood dryers', de: 'Haartrockner und Trockenhauben',
            pt: 'Secadores de cabelo e de capacete', it: 'Asciugacapelli e caschi', fr: 'Sèche-cheveux et casques séchoirs',
            hu: 'Hajszárítók és szárítóburák', cs: 'Fény a sušicí helmy', nb: 'Hårfønere og tørkehjelmer',
            nl: 'Föhns en droogkappen', da: 'Hårtørrere og tørrehjelme', sv: 'Hårfönar och torkhuvar',
            es: 'Secadores y cascos secadores', fi: 'Hiustenkuivaajat ja kuivaushuput',
            pl: 'Suszarki i hełmy fryzjerskie', ro: 'Uscătoare de păr și căști de uscare',
            lt: 'Plaukų džiovintuvai ir džiovinimo gaubtai', sl: 'Sušilniki za lase in sušilne haube',
            bg: 'Сешоари и каски за сушене', el: 'Πιστολάκια και κάσκες στεγνώματος',
            hr: 'Sušila za kosu i haube za sušenje',
          },
          productKinds: [
            {
              key: 'beauty-hood-hair-dryer',
              name: {
                sk: 'Sušiaca helma', en: 'Hood hair dryer', de: 'Trockenhaube', pt: 'Secador de capacete',
                it: 'Casco asciugacapelli', fr: 'Casque séchoir', hu: 'Szárítóbúra', cs: 'Sušicí helma',
                nb: 'Tørkehjelm', nl: 'Droogkap', da: 'Tørrehjelm', sv: 'Torkhuv', es: 'Casco secador',
                fi: 'Kuivaushuppu', pl: 'Hełm fryzjerski', ro: 'Cască de uscare', lt: 'Plaukų džiovinimo gaubtas',
                sl: 'Sušilna hauba', bg: 'Каска за сушене', el: 'Κάσκα στεγνώματος', hr: 'Hauba za sušenje kose',
              },
              basePriceEurCents: 24900,
              freight: false,
              spec: { unit: 'W', values: [800, 1000, 1200], label: POWER },
            },
            {
              key: 'beauty-professional-hair-dryer',
              name: {
                sk: 'Profesionálny fén', en: 'Professional hair dryer', de: 'Profi-Haartrockner',
                pt: 'Secador de cabelo profissional', it: 'Asciugacapelli professionale',
                fr: 'Sèche-cheveux professionnel', hu: 'Professzionális hajszárító', cs: 'Profesionální fén',
                nb: 'Profesjonell hårføner', nl: 'Professionele föhn', da: 'Professionel hårtørrer',
                sv: 'Professionell hårfön', es: 'Secador de pelo profesional', fi: 'Ammattikäyttöinen hiustenkuivaaja',
                pl: 'Profesjonalna suszarka do włosów', ro: 'Uscător de păr profesional',
                lt: 'Profesionalus plaukų džiovintuvas', sl: 'Profesionalni sušilnik za lase',
                bg: 'Професионален сешоар', el: 'Επαγγελματικό πιστολάκι μαλλιών', hr: 'Profesionalno sušilo za kosu',
              },
              basePriceEurCents: 8900,
              freight: false,
              spec: { unit: 'W', values: [1800, 2100, 2400], label: POWER },
            },
          ],
        },
      ],
    },
    {
      key: 'beauty-care',
      name: {
        sk: 'Manikúra a depilácia', en: 'Manicure and waxing', de: 'Maniküre und Haarentfernung',
        pt: 'Manicure e depilação', it: 'Manicure e depilazione', fr: 'Manucure et épilation',
        hu: 'Manikűr és gyantázás', cs: 'Manikúra a depilace', nb: 'Manikyr og voksing', nl: 'Manicure en ontharing',
        da: 'Manicure og voksning', sv: 'Manikyr och vaxning', es: 'Manicura y depilación', fi: 'Manikyyri ja vahaus',
        pl: 'Manicure i depilacja', ro: 'Manichiură și epilare', lt: 'Manikiūras ir depiliacija',
        sl: 'Manikura in depilacija', bg: 'Маникюр и епилация', el: 'Μανικιούρ και αποτρίχωση',
        hr: 'Manikura i depilacija',
      },
      children: [
        {
          key: 'beauty-care-nails',
          name: {
            sk: 'Prístroje na nechty', en: 'Nail equipment', de: 'Nageldesign-Geräte', pt: 'Aparelhos para unhas',
            it: 'Apparecchi per unghie', fr: 'Appareils pour ongles', hu: 'Körömápolási készülékek',
            cs: 'Přístroje na nehty', nb: 'Negleapparater', nl: 'Nagelapparatuur', da: 'Negleapparater',
            sv: 'Nagelapparater', es: 'Aparatos para uñas', fi: 'Kynsilaitteet', pl: 'Urządzenia do paznokci',
            ro: 'Aparate pentru unghii', lt: 'Nagų priežiūros prietaisai', sl: 'Naprave za nohte',
            bg: 'Уреди за нокти', el: 'Συσκευές νυχιών', hr: 'Uređaji za nokte',
          },
          productKinds: [
            {
              key: 'beauty-uv-led-nail-lamp',
              name: {
                sk: 'UV/LED lampa na nechty', en: 'UV/LED nail lamp', de: 'UV/LED-Nagellampe',
                pt: 'Catalisador UV/LED para unhas', it: 'Lampada UV/LED per unghie', fr: 'Lampe UV/LED pour ongles',
                hu: 'UV/LED műkörömlámpa', cs: 'UV/LED lampa na nehty', nb: 'UV/LED-neglelampe', nl: 'UV/LED-nagellamp',
                da: 'UV/LED-neglelampe', sv: 'UV/LED-nagellampa', es: 'Lámpara UV/LED para uñas',
                fi: 'UV/LED-kynsilamppu', pl: 'Lampa UV/LED do paznokci', ro: 'Lampă UV/LED pentru unghii',
                lt: 'UV/LED nagų lempa', sl: 'UV/LED lučka za nohte', bg: 'UV/LED лампа за нокти',
                el: 'Λάμπα νυχιών UV/LED', hr: 'UV/LED lampa za nokte',
              },
              basePriceEurCents: 5900,
              freight: false,
              spec: { unit: 'W', values: [36, 48, 54, 72], label: POWER },
            },
            {
              key: 'beauty-electric-nail-drill',
              name: {
                sk: 'Elektrická brúska na nechty', en: 'Electric nail drill', de: 'Elektrische Nagelfräse',
                pt: 'Broca elétrica para unhas', it: 'Fresa elettrica per unghie', fr: 'Ponceuse à ongles électrique',
                hu: 'Elektromos körömcsiszoló', cs: 'Elektrická bruska na nehty', nb: 'Elektrisk neglefres',
                nl: 'Elektrische nagelfrees', da: 'Elektrisk neglefræser', sv: 'Elektrisk nagelfräs',
                es: 'Torno eléctrico para uñas', fi: 'Sähköinen kynsijyrsin', pl: 'Frezarka do paznokci',
                ro: 'Freză electrică pentru unghii', lt: 'Elektrinė nagų freza', sl: 'Električni brusilnik za nohte',
                bg: 'Електрическа пила за нокти', el: 'Ηλεκτρική λίμα νυχιών', hr: 'Električna brusilica za nokte',
              },
              basePriceEurCents: 12900,
              freight: false,
              spec: { unit: 'min⁻¹', values: [25000, 30000, 35000, 40000], label: SPEED },
            },
          ],
        },
        {
          key: 'beauty-care-waxing',
          name: {
            sk: 'Depilácia voskom', en: 'Waxing', de: 'Wachsenthaarung', pt: 'Depilação com cera', it: 'Ceretta',
            fr: 'Épilation à la cire', hu: 'Gyantázás', cs: 'Depilace voskem', nb: 'Voksing', nl: 'Harsen',
            da: 'Voksbehandling', sv: 'Vaxning', es: 'Depilación con cera', fi: 'Vahaus', pl: 'Depilacja woskiem',
            ro: 'Epilare cu ceară', lt: 'Depiliacija vašku', sl: 'Depilacija z voskom', bg: 'Епилация с кола маска',
            el: 'Αποτρίχωση με κερί', hr: 'Depilacija voskom',
          },
          productKinds: [
            {
              key: 'beauty-wax-heater',
              name: {
                sk: 'Ohrievač vosku', en: 'Wax heater', de: 'Wachswärmer', pt: 'Aquecedor de cera', it: 'Scaldacera',
                fr: 'Chauffe-cire', hu: 'Gyantamelegítő', cs: 'Ohřívač vosku', nb: 'Voksvarmer', nl: 'Harsverwarmer',
                da: 'Voksvarmer', sv: 'Vaxvärmare', es: 'Calentador de cera', fi: 'Vahanlämmitin',
                pl: 'Podgrzewacz do wosku', ro: 'Încălzitor de ceară', lt: 'Vaško šildytuvas', sl: 'Grelec za vosek',
                bg: 'Нагревател за кола маска', el: 'Κηροθερμαντήρας', hr: 'Grijač voska',
              },
              basePriceEurCents: 3900,
              freight: false,
              spec: { unit: 'ml', values: [400, 500, 1000], label: CAPACITY },
            },
            {
              key: 'beauty-depilatory-wax',
              name: {
                sk: 'Depilačný vosk', en: 'Depilatory wax', de: 'Enthaarungswachs', pt: 'Cera depilatória',
                it: 'Cera depilatoria', fr: 'Cire à épiler', hu: 'Szőrtelenítő gyanta', cs: 'Depilační vosk',
                nb: 'Hårfjerningsvoks', nl: 'Ontharingshars', da: 'Hårfjerningsvoks', sv: 'Hårborttagningsvax',
                es: 'Cera depilatoria', fi: 'Karvanpoistovaha', pl: 'Wosk do depilacji', ro: 'Ceară depilatoare',
                lt: 'Depiliacinis vaškas', sl: 'Depilacijski vosek', bg: 'Кола маска', el: 'Κερί αποτρίχωσης',
                hr: 'Vosak za depilaciju',
              },
              basePriceEurCents: 1490,
              freight: false,
              spec: { unit: 'g', values: [400, 800, 1000], label: CONTENTS },
              volumeDiscountGroup: 'consumables',
            },
          ],
        },
      ],
    },
  ],
};

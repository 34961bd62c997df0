import type { CategoryNode, Localized } from '../vocabulary-types.js';
import { CAPACITY, POWER } from '../spec-labels.js';

// Catering / gastronomy equipment: cooking, refrigeration, food preparation.

const DAILY_OUTPUT: Localized = {
  sk: 'Denný výkon', en: 'Daily output', de: 'Tagesleistung', pt: 'Produção diária', it: 'Produzione giornaliera',
  fr: 'Production journalière', hu: 'Napi teljesítmény', cs: 'Denní výkon', nb: 'Døgnkapasitet', nl: 'Dagproductie',
  da: 'Døgnkapacitet', sv: 'Dygnskapacitet', es: 'Producción diaria', fi: 'Vuorokausituotto', pl: 'Wydajność dobowa',
  ro: 'Producție zilnică', lt: 'Paros našumas', sl: 'Dnevna zmogljivost', bg: 'Дневен капацитет',
  el: 'Ημερήσια παραγωγή', hr: 'Dnevni kapacitet',
};

const SLICER_BLADE_DIAMETER: Localized = {
  sk: 'Priemer noža', en: 'Blade diameter', de: 'Messerdurchmesser', pt: 'Diâmetro da lâmina', it: 'Diametro lama',
  fr: 'Diamètre de lame', hu: 'Késátmérő', cs: 'Průměr nože', nb: 'Knivdiameter', nl: 'Mesdiameter',
  da: 'Knivdiameter', sv: 'Knivdiameter', es: 'Diámetro de cuchilla', fi: 'Terän halkaisija', pl: 'Średnica noża',
  ro: 'Diametrul lamei', lt: 'Peilio skersmuo', sl: 'Premer noža', bg: 'Диаметър на ножа', el: 'Διάμετρος λάμας',
  hr: 'Promjer noža',
};

export const CATERING: CategoryNode = {
  key: 'catering',
  name: {
    sk: 'Gastro vybavenie', en: 'Catering equipment', de: 'Gastronomiebedarf', pt: 'Equipamento hoteleiro',
    it: 'Attrezzature per la ristorazione', fr: 'Équipement de restauration', hu: 'Vendéglátóipari gépek',
    cs: 'Gastro vybavení', nb: 'Storkjøkkenutstyr', nl: 'Horeca-apparatuur', da: 'Storkøkkenudstyr',
    sv: 'Storköksutrustning', es: 'Equipamiento de hostelería', fi: 'Ammattikeittiön laitteet',
    pl: 'Wyposażenie gastronomii', ro: 'Echipamente HoReCa', lt: 'Maitinimo įstaigų įranga', sl: 'Gostinska oprema',
    bg: 'Професионално кухненско оборудване', el: 'Εξοπλισμός επαγγελματικής κουζίνας', hr: 'Ugostiteljska oprema',
  },
  children: [
    {
      key: 'catering-cooking',
      name: {
        sk: 'Tepelná technika', en: 'Cooking equipment', de: 'Gargeräte', pt: 'Equipamento de confeção',
        it: 'Apparecchiature di cottura', fr: 'Appareils de cuisson', hu: 'Sütő-főző berendezések',
        cs: 'Tepelná technika', nb: 'Koke- og stekeutstyr', nl: 'Kookapparatuur', da: 'Tilberedningsudstyr',
        sv: 'Tillagningsutrustning', es: 'Equipos de cocción', fi: 'Kypsennyslaitteet',
        pl: 'Urządzenia do obróbki termicznej', ro: 'Echipamente de gătit', lt: 'Terminio apdorojimo įranga',
        sl: 'Oprema za termično obdelavo', bg: 'Топлинно оборудване', el: 'Συσκευές μαγειρέματος',
        hr: 'Oprema za termičku obradu',
      },
      children: [
        {
          key: 'catering-cooking-ovens',
          name: {
            sk: 'Konvektomaty a pece', en: 'Ovens and combi steamers', de: 'Öfen und Kombidämpfer', pt: 'Fornos',
            it: 'Forni', fr: 'Fours', hu: 'Sütők', cs: 'Konvektomaty a pece', nb: 'Ovner', nl: 'Ovens en combisteamers',
            da: 'Ovne', sv: 'Ugnar', es: 'Hornos', fi: 'Uunit', pl: 'Piece', ro: 'Cuptoare', lt: 'Krosnys',
            sl: 'Pečice', bg: 'Фурни', el: 'Φούρνοι', hr: 'Pećnice',
          },
          productKinds: [
            {
              key: 'catering-combi-steamer',
              name: {
                sk: 'Konvektomat', en: 'Combi steamer', de: 'Kombidämpfer', pt: 'Forno misto', it: 'Forno combinato',
                fr: 'Four mixte', hu: 'Kombi gőzpároló', cs: 'Konvektomat', nb: 'Kombidamper', nl: 'Combisteamer',
                da: 'Kombiovn', sv: 'Kombiugn', es: 'Horno mixto', fi: 'Yhdistelmäuuni',
                pl: 'Piec konwekcyjno-parowy', ro: 'Cuptor combi cu abur', lt: 'Garų konvekcinė krosnis',
                sl: 'Konvekcijska parna pečica', bg: 'Конвектомат', el: 'Φούρνος ατμού-αέρα', hr: 'Konvektomat',
              },
              basePriceEurCents: 890000,
              freight: true,
              spec: { unit: 'kW', values: [7, 11, 19, 37], label: POWER },
            },
            {
              key: 'catering-convection-oven',
              name: {
                sk: 'Konvekčná rúra', en: 'Convection oven', de: 'Heißluftofen', pt: 'Forno de convecção',
                it: 'Forno a convezione', fr: 'Four à convection', hu: 'Hőlégkeveréses sütő', cs: 'Konvekční trouba',
                nb: 'Varmluftsovn', nl: 'Heteluchtoven', da: 'Varmluftsovn', sv: 'Varmluftsugn',
                es: 'Horno de convección', fi: 'Kiertoilmauuni', pl: 'Piec konwekcyjny', ro: 'Cuptor cu convecție',
                lt: 'Konvekcinė krosnis', sl: 'Konvekcijska pečica', bg: 'Конвекционна фурна',
                el: 'Φούρνος θερμού αέρα', hr: 'Konvekcijska pećnica',
              },
              basePriceEurCents: 119000,
              freight: false,
              spec: { unit: 'W', values: [2700, 3200, 5300, 6400], label: POWER },
            },
          ],
        },
        {
          key: 'catering-cooking-fryers-grills',
          name: {
            sk: 'Fritézy a grily', en: 'Fryers and grills', de: 'Fritteusen und Grills',
            pt: 'Fritadeiras e grelhadores', it: 'Friggitrici e piastre', fr: 'Friteuses et grills',
            hu: 'Olajsütők és grillek', cs: 'Fritézy a grily', nb: 'Frityrkokere og griller',
            nl: 'Friteuses en grills', da: 'Frituregryder og griller', sv: 'Fritöser och grillar',
            es: 'Freidoras y planchas', fi: 'Rasvakeittimet ja grillit', pl: 'Frytkownice i grille',
            ro: 'Friteuze și grătare', lt: 'Gruzdintuvės ir griliai', sl: 'Cvrtniki in žari',
            bg: 'Фритюрници и грилове', el: 'Φριτέζες και τοστιέρες', hr: 'Friteze i roštilji',
          },
          productKinds: [
            {
              key: 'catering-deep-fryer',
              name: {
                sk: 'Fritéza', en: 'Deep fryer', de: 'Fritteuse', pt: 'Fritadeira', it: 'Friggitrice', fr: 'Friteuse',
                hu: 'Olajsütő', cs: 'Fritéza', nb: 'Frityrkoker', nl: 'Friteuse', da: 'Frituregryde', sv: 'Fritös',
                es: 'Freidora', fi: 'Rasvakeitin', pl: 'Frytkownica', ro: 'Friteuză', lt: 'Gruzdintuvė',
                sl: 'Cvrtnik', bg: 'Фритюрник', el: 'Φριτέζα', hr: 'Friteza',
              },
              basePriceEurCents: 27900,
              freight: false,
              spec: { unit: 'l', values: [4, 8, 10, 16], label: CAPACITY },
            },
            {
              key: 'catering-contact-grill',
              name: {
                sk: 'Kontaktný gril', en: 'Contact grill', de: 'Kontaktgrill', pt: 'Grelhador de contacto',
                it: 'Piastra a contatto', fr: 'Grill de contact', hu: 'Kontakt grill', cs: 'Kontaktní gril',
                nb: 'Kontaktgrill', nl: 'Contactgrill', da: 'Kontaktgrill', sv: 'Kontaktgrill',
                es: 'Grill de contacto', fi: 'Kontaktigrilli', pl: 'Grill kontaktowy', ro: 'Grătar de contact',
                lt: 'Kontaktinis grilis', sl: 'Kontaktni žar', bg: 'Контактен грил', el: 'Τοστιέρα',
                hr: 'Kontaktni roštilj',
              },
              basePriceEurCents: 32900,
              freight: false,
              spec: { unit: 'W', values: [1800, 2200, 3000, 3600], label: POWER },
            },
          ],
        },
      ],
    },
    {
      key: 'catering-refrigeration',
      name: {
        sk: 'Chladiaca technika', en: 'Refrigeration', de: 'Kühltechnik', pt: 'Refrigeração', it: 'Refrigerazione',
        fr: 'Froid professionnel', hu: 'Hűtéstechnika', cs: 'Chladicí technika', nb: 'Kjøl og frys',
        nl: 'Koeltechniek', da: 'Køl og frost', sv: 'Kyl och frys', es: 'Refrigeración', fi: 'Kylmälaitteet',
        pl: 'Urządzenia chłodnicze', ro: 'Refrigerare', lt: 'Šaldymo įranga', sl: 'Hladilna tehnika',
        bg: 'Хладилна техника', el: 'Επαγγελματική ψύξη', hr: 'Rashladna tehnika',
      },
      children: [
        {
          key: 'catering-refrigeration-cabinets',
          name: {
            sk: 'Chladiace a mraziace skrine', en: 'Refrigerated and freezer cabinets',
            de: 'Kühl- und Tiefkühlschränke', pt: 'Armários frigoríficos', it: 'Armadi frigoriferi',
            fr: 'Armoires réfrigérées', hu: 'Hűtő- és fagyasztószekrények', cs: 'Chladicí a mrazicí skříně',
            nb: 'Kjøle- og fryseskap', nl: 'Koel- en vrieskasten', da: 'Køle- og fryseskabe', sv: 'Kyl- och frysskåp',
            es: 'Armarios refrigerados', fi: 'Kylmä- ja pakastekaapit', pl: 'Szafy chłodnicze i mroźnicze',
            ro: 'Dulapuri frigorifice', lt: 'Šaldymo ir užšaldymo spintos', sl: 'Hladilne in zamrzovalne omare',
            bg: 'Хладилни и фризерни шкафове', el: 'Ψυγεία ντουλάπες', hr: 'Rashladni i zamrzivački ormari',
          },
          productKinds: [
            {
              key: 'catering-refrigerated-cabinet',
              name: {
                sk: 'Chladiaca skriňa', en: 'Refrigerated cabinet', de: 'Gastro-Kühlschrank',
                pt: 'Armário frigorífico', it: 'Armadio frigorifero', fr: 'Armoire réfrigérée', hu: 'Hűtőszekrény',
                cs: 'Chladicí skříň', nb: 'Kjøleskap', nl: 'Koelkast', da: 'Køleskab', sv: 'Kylskåp',
                es: 'Armario refrigerado', fi: 'Kylmäkaappi', pl: 'Szafa chłodnicza', ro: 'Dulap frigorific',
                lt: 'Šaldymo spinta', sl: 'Hladilna omara', bg: 'Хладилен шкаф', el: 'Ψυγείο ντουλάπα',
                hr: 'Rashladni ormar',
              },
              basePriceEurCents: 149000,
              freight: true,
              spec: { unit: 'l', values: [350, 600, 700, 1400], label: CAPACITY },
            },
            {
              key: 'catering-freezer-cabinet',
              name: {
                sk: 'Mraziaca skriňa', en: 'Freezer cabinet', de: 'Gastro-Tiefkühlschrank', pt: 'Armário congelador',
                it: 'Armadio congelatore', fr: 'Armoire négative', hu: 'Fagyasztószekrény', cs: 'Mrazicí skříň',
                nb: 'Fryseskap', nl: 'Vrieskast', da: 'Fryseskab', sv: 'Frysskåp', es: 'Armario congelador',
                fi: 'Pakastekaappi', pl: 'Szafa mroźnicza', ro: 'Dulap congelator', lt: 'Užšaldymo spinta',
                sl: 'Zamrzovalna omara', bg: 'Фризерен шкаф', el: 'Καταψύκτης ντουλάπα', hr: 'Zamrzivački ormar',
              },
              basePriceEurCents: 179000,
              freight: true,
              spec: { unit: 'l', values: [350, 600, 700, 1400], label: CAPACITY },
            },
          ],
        },
        {
          key: 'catering-refrigeration-ice-machines',
          name: {
            sk: 'Výrobníky ľadu', en: 'Ice machines', de: 'Eisbereiter', pt: 'Máquinas de gelo',
            it: 'Fabbricatori di ghiaccio', fr: 'Machines à glaçons', hu: 'Jégkészítő gépek', cs: 'Výrobníky ledu',
            nb: 'Ismaskiner', nl: 'IJsmachines', da: 'Ismaskiner', sv: 'Ismaskiner', es: 'Máquinas de hielo',
            fi: 'Jääkoneet', pl: 'Wytwornice lodu', ro: 'Mașini de gheață', lt: 'Ledo gaminimo aparatai',
            sl: 'Ledomati', bg: 'Машини за лед', el: 'Παγομηχανές', hr: 'Ledomati',
          },
          productKinds: [
            {
              key: 'catering-ice-cube-maker',
              name: {
                sk: 'Výrobník kockového ľadu', en: 'Ice cube maker', de: 'Eiswürfelbereiter',
                pt: 'Máquina de cubos de gelo', it: 'Fabbricatore di ghiaccio a cubetti', fr: 'Machine à glaçons',
                hu: 'Jégkockakészítő gép', cs: 'Výrobník kostkového ledu', nb: 'Isbitmaskin',
                nl: 'IJsblokjesmachine', da: 'Isterningmaskine', sv: 'Isbitsmaskin',
                es: 'Máquina de cubitos de hielo', fi: 'Jääpalakone', pl: 'Kostkarka do lodu',
                ro: 'Mașină de cuburi de gheață', lt: 'Ledo kubelių gaminimo aparatas', sl: 'Ledomat za kocke',
                bg: 'Машина за кубчета лед', el: 'Παγομηχανή παγοκύβων', hr: 'Ledomat za kocke leda',
              },
              basePriceEurCents: 129000,
              freight: false,
              spec: { unit: 'kg', values: [22, 30, 45, 70], label: DAILY_OUTPUT },
            },
            {
              key: 'catering-flake-ice-machine',
              name: {
                sk: 'Výrobník šupinkového ľadu', en: 'Flake ice machine', de: 'Flockeneisbereiter',
                pt: 'Máquina de gelo em escamas', it: 'Fabbricatore di ghiaccio in scaglie',
                fr: 'Machine à glace en écailles', hu: 'Pehelyjégkészítő gép', cs: 'Výrobník šupinkového ledu',
                nb: 'Flakismaskin', nl: 'Schilferijsmachine', da: 'Skælismaskine', sv: 'Flingismaskin',
                es: 'Máquina de hielo en escamas', fi: 'Hiutalejääkone', pl: 'Płatkarka do lodu',
                ro: 'Mașină de gheață fulgi', lt: 'Ledo dribsnių gaminimo aparatas', sl: 'Ledomat za luskasti led',
                bg: 'Машина за люспест лед', el: 'Παγομηχανή πάγου νιφάδας', hr: 'Ledomat za ljuskasti led',
              },
              basePriceEurCents: 249000,
              freight: false,
              spec: { unit: 'kg', values: [90, 120, 200, 400], label: DAILY_OUTPUT },
            },
          ],
        },
      ],
    },
    {
      key: 'catering-food-prep',
      name: {
        sk: 'Príprava potravín', en: 'Food preparation', de: 'Küchenmaschinen', pt: 'Preparação de alimentos',
        it: 'Preparazione alimenti', fr: 'Préparation culinaire', hu: 'Élelmiszer-előkészítő gépek',
        cs: 'Příprava potravin', nb: 'Kjøkkenmaskiner', nl: 'Voedselbereiding', da: 'Køkkenmaskiner',
        sv: 'Köksmaskiner', es: 'Preparación de alimentos', fi: 'Keittiökoneet',
        pl: 'Urządzenia do obróbki mechanicznej', ro: 'Echipamente de preparare', lt: 'Maisto paruošimo įranga',
        sl: 'Priprava hrane', bg: 'Подготовка на храна', el: 'Προετοιμασία τροφίμων', hr: 'Priprema hrane',
      },
      children: [
        {
          key: 'catering-food-prep-slicers',
          name: {
            sk: 'Nárezové stroje a krájače', en: 'Slicers and cutters',
            de: 'Aufschnittmaschinen und Gemüseschneider', pt: 'Fiambreiras e cortadores',
            it: 'Affettatrici e tagliaverdure', fr: 'Trancheuses et coupe-légumes', hu: 'Szeletelőgépek',
            cs: 'Nářezové stroje a krouhače', nb: 'Pålegsmaskiner og grønnsakskuttere', nl: 'Snijmachines',
            da: 'Pålægsmaskiner og grøntsagsskærere', sv: 'Skärmaskiner', es: 'Cortadoras',
            fi: 'Leikkelekoneet ja vihannesleikkurit', pl: 'Krajalnice i szatkownice',
            ro: 'Feliatoare și mașini de tăiat legume', lt: 'Pjaustyklės', sl: 'Narezovalniki in rezalniki',
            bg: 'Колбасорезачки и зеленчукорезачки', el: 'Ζαμπονομηχανές και κόφτες', hr: 'Rezalice',
          },
          productKinds: [
            {
              key: 'catering-meat-slicer',
              name: {
                sk: 'Nárezový stroj', en: 'Meat slicer', de: 'Aufschnittmaschine', pt: 'Fiambreira',
                it: 'Affettatrice', fr: 'Trancheuse', hu: 'Szeletelőgép', cs: 'Nářezový stroj',
                nb: 'Pålegsmaskin', nl: 'Vleessnijmachine', da: 'Pålægsmaskine', sv: 'Pålägsmaskin',
                es: 'Cortadora de fiambre', fi: 'Leikkelekone', pl: 'Krajalnica do wędlin', ro: 'Feliator',
                lt: 'Mėsos pjaustyklė', sl: 'Narezovalnik', bg: 'Колбасорезачка', el: 'Ζαμπονομηχανή',
                hr: 'Rezalica za narezak',
              },
              basePriceEurCents: 59900,
              freight: false,
              spec: { unit: 'mm', values: [220, 250, 300, 350], label: SLICER_BLADE_DIAMETER },
            },
            {
              key: 'catering-vegetable-cutter',
              name: {
                sk: 'Krájač zeleniny', en: 'Vegetable cutter', de: 'Gemüseschneider', pt: 'Cortador de legumes',
                it: 'Tagliaverdure', fr: 'Coupe-légumes', hu: 'Zöldségszeletelő', cs: 'Krouhač zeleniny',
                nb: 'Grønnsakskutter', nl: 'Groentesnijder', da: 'Grøntsagsskærer', sv: 'Grönsaksskärare',
                es: 'Cortadora de verduras', fi: 'Vihannesleikkuri', pl: 'Szatkownica do warzyw',
                ro: 'Mașină de tăiat legume', lt: 'Daržovių pjaustyklė', sl: 'Rezalnik zelenjave',
                bg: 'Зеленчукорезачка', el: 'Κόφτης λαχανικών', hr: 'Rezač povrća',
              },
              basePriceEurCents: 99900,
              freight: false,
              spec: { unit: 'W', values: [550, 750, 1100], label: POWER },
            },
          ],
        },
        {
          key: 'catering-food-prep-mixers',
          name: {
            sk: 'Mixéry a šľahače', en: 'Mixers and blenders', de: 'Rührmaschinen und Mixer',
            pt: 'Batedeiras e varinhas', it: 'Planetarie e frullatori', fr: 'Batteurs et mixeurs',
            hu: 'Keverőgépek és botmixerek', cs: 'Mixéry a šlehače', nb: 'Røremaskiner og miksere',
            nl: 'Mengers en staafmixers', da: 'Røremaskiner og blendere', sv: 'Degblandare och mixrar',
            es: 'Batidoras', fi: 'Yleiskoneet ja sekoittimet', pl: 'Miksery', ro: 'Mixere',
            lt: 'Maišytuvai ir trintuvai', sl: 'Mešalniki', bg: 'Миксери и пасатори', el: 'Μίξερ και μπλέντερ',
            hr: 'Mikseri i miješalice',
          },
          productKinds: [
            {
              key: 'catering-planetary-mixer',
              name: {
                sk: 'Planetárny mixér', en: 'Planetary mixer', de: 'Planetenrührmaschine',
                pt: 'Batedeira planetária', it: 'Planetaria', fr: 'Batteur planétaire',
                hu: 'Planetáris keverőgép', cs: 'Planetový mixér', nb: 'Røremaskin', nl: 'Planeetmenger',
                da: 'Røremaskine', sv: 'Degblandare', es: 'Batidora planetaria', fi: 'Yleiskone',
                pl: 'Mikser planetarny', ro: 'Mixer planetar', lt: 'Planetinis maišytuvas',
                sl: 'Planetarni mešalnik', bg: 'Планетарен миксер', el: 'Πλανητικό μίξερ',
                hr: 'Planetarna miješalica',
              },
              basePriceEurCents: 189000,
              freight: true,
              spec: { unit: 'l', values: [10, 20, 30, 40], label: CAPACITY },
            },
            {
              key: 'catering-stick-blender',
              name: {
                sk: 'Tyčový mixér', en: 'Stick blender', de: 'Stabmixer', pt: 'Varinha trituradora',
                it: 'Frullatore a immersione', fr: 'Mixeur plongeant', hu: 'Botmixer', cs: 'Tyčový mixér',
                nb: 'Stavmikser', nl: 'Staafmixer', da: 'Stavblender', sv: 'Stavmixer', es: 'Batidora de brazo',
                fi: 'Sauvasekoitin', pl: 'Blender ręczny', ro: 'Blender vertical', lt: 'Rankinis trintuvas',
                sl: 'Palični mešalnik', bg: 'Пасатор', el: 'Ραβδομπλέντερ', hr: 'Štapni mikser',
              },
              basePriceEurCents: 34900,
              freight: false,
              spec: { unit: 'W', values: [350, 500, 750, 900], label: POWER },
            },
          ],
        },
      ],
    },
  ],
};

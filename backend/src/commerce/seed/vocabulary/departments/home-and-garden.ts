import type { CategoryNode, Localized } from '../vocabulary-types.js';
import { CAPACITY, FLOW_RATE, LENGTH, LOAD_CAPACITY, POWER, SPLITTING_FORCE } from '../spec-labels.js';

// Home and garden: garden machinery, watering and pumps, garden and patio.

const CUTTING_WIDTH: Localized = {
  sk: 'Šírka záberu', en: 'Cutting width', de: 'Schnittbreite', pt: 'Largura de corte', it: 'Larghezza di taglio',
  fr: 'Largeur de coupe', hu: 'Vágásszélesség', cs: 'Šířka záběru', nb: 'Klippebredde', nl: 'Maaibreedte',
  da: 'Klippebredde', sv: 'Klippbredd', es: 'Anchura de corte', fi: 'Leikkuuleveys', pl: 'Szerokość koszenia',
  ro: 'Lățime de tăiere', lt: 'Pjovimo plotis', sl: 'Širina košnje', bg: 'Ширина на косене', el: 'Πλάτος κοπής',
  hr: 'Širina košnje',
};

const MAX_BRANCH_DIAMETER: Localized = {
  sk: 'Max. priemer konárov', en: 'Max. branch diameter', de: 'Max. Astdurchmesser', pt: 'Diâmetro máx. dos ramos',
  it: 'Diametro max. dei rami', fr: 'Diamètre max. des branches', hu: 'Max. ágátmérő', cs: 'Max. průměr větví',
  nb: 'Maks. grendiameter', nl: 'Max. takdiameter', da: 'Maks. grendiameter', sv: 'Max. grendiameter',
  es: 'Diámetro máx. de ramas', fi: 'Suurin oksan paksuus', pl: 'Maks. średnica gałęzi',
  ro: 'Diametru max. al crengilor', lt: 'Didžiausias šakų skersmuo', sl: 'Največji premer vej',
  bg: 'Макс. диаметър на клоните', el: 'Μέγ. διάμετρος κλαδιών', hr: 'Maks. promjer grana',
};

const HOSE_LENGTH: Localized = {
  sk: 'Dĺžka hadice', en: 'Hose length', de: 'Schlauchlänge', pt: 'Comprimento da mangueira',
  it: 'Lunghezza del tubo', fr: 'Longueur de tuyau', hu: 'Tömlőhossz', cs: 'Délka hadice', nb: 'Slangelengde',
  nl: 'Slanglengte', da: 'Slangelængde', sv: 'Slanglängd', es: 'Longitud de la manguera', fi: 'Letkun pituus',
  pl: 'Długość węża', ro: 'Lungimea furtunului', lt: 'Žarnos ilgis', sl: 'Dolžina cevi',
  bg: 'Дължина на маркуча', el: 'Μήκος λάστιχου', hr: 'Duljina crijeva',
};

export const HOME_AND_GARDEN: CategoryNode = {
  key: 'home-and-garden',
  name: {
    sk: 'Dom a záhrada', en: 'Home and garden', de: 'Haus und Garten', pt: 'Casa e jardim', it: 'Casa e giardino',
    fr: 'Maison et jardin', hu: 'Otthon és kert', cs: 'Dům a zahrada', nb: 'Hus og hage', nl: 'Huis en tuin',
    da: 'Hus og have', sv: 'Hem och trädgård', es: 'Casa y jardín', fi: 'Koti ja puutarha', pl: 'Dom i ogród',
    ro: 'Casă și grădină', lt: 'Namai ir sodas', sl: 'Dom in vrt', bg: 'Дом и градина', el: 'Σπίτι και κήπος',
    hr: 'Dom i vrt',
  },
  children: [
    {
      key: 'home-and-garden-machinery',
      name: {
        sk: 'Záhradná technika', en: 'Garden machinery', de: 'Gartenmaschinen', pt: 'Máquinas de jardim',
        it: 'Macchine da giardino', fr: 'Motoculture', hu: 'Kerti gépek', cs: 'Zahradní technika',
        nb: 'Hagemaskiner', nl: 'Tuinmachines', da: 'Havemaskiner', sv: 'Trädgårdsmaskiner',
        es: 'Maquinaria de jardín', fi: 'Puutarhakoneet', pl: 'Maszyny ogrodowe', ro: 'Utilaje de grădină',
        lt: 'Sodo technika', sl: 'Vrtni stroji', bg: 'Градинска техника', el: 'Μηχανήματα κήπου',
        hr: 'Vrtni strojevi',
      },
      children: [
        {
          key: 'home-and-garden-machinery-mowers',
          name: {
            sk: 'Kosačky a záhradné traktory', en: 'Lawn mowers and tractors', de: 'Rasenmäher und Rasentraktoren',
            pt: 'Corta-relvas e tratores corta-relva', it: 'Tosaerba e trattorini', fr: 'Tondeuses et tracteurs tondeuses',
            hu: 'Fűnyírók és fűnyíró traktorok', cs: 'Sekačky a zahradní traktory', nb: 'Gressklippere og plentraktorer',
            nl: 'Grasmaaiers en zitmaaiers', da: 'Plæneklippere og havetraktorer',
            sv: 'Gräsklippare och trädgårdstraktorer', es: 'Cortacéspedes y tractores cortacésped',
            fi: 'Ruohonleikkurit ja ajoleikkurit', pl: 'Kosiarki i traktorki ogrodowe',
            ro: 'Mașini de tuns iarba și tractoare de gazon', lt: 'Vejapjovės ir sodo traktoriukai',
            sl: 'Kosilnice in vrtni traktorji', bg: 'Косачки и градински трактори', el: 'Χλοοκοπτικά και τρακτέρ κήπου',
            hr: 'Kosilice i vrtni traktori',
          },
          productKinds: [
            {
              key: 'home-and-garden-lawn-tractor',
              name: {
                sk: 'Záhradný traktor', en: 'Lawn tractor', de: 'Rasentraktor', pt: 'Trator corta-relva',
                it: 'Trattorino tosaerba', fr: 'Tracteur tondeuse', hu: 'Fűnyíró traktor', cs: 'Zahradní traktor',
                nb: 'Plentraktor', nl: 'Zitmaaier', da: 'Havetraktor', sv: 'Trädgårdstraktor', es: 'Tractor cortacésped',
                fi: 'Ajoleikkuri', pl: 'Traktorek ogrodowy', ro: 'Tractor de tuns iarba', lt: 'Sodo traktoriukas',
                sl: 'Vrtni traktor', bg: 'Градински трактор', el: 'Χλοοκοπτικό τρακτέρ', hr: 'Vrtni traktor',
              },
              basePriceEurCents: 249000,
              freight: true,
              spec: { unit: 'cm', values: [92, 107, 122], label: CUTTING_WIDTH },
            },
            {
              key: 'home-and-garden-petrol-lawn-mower',
              name: {
                sk: 'Benzínová kosačka', en: 'Petrol lawn mower', de: 'Benzin-Rasenmäher', pt: 'Corta-relva a gasolina',
                it: 'Tosaerba a scoppio', fr: 'Tondeuse thermique', hu: 'Benzinmotoros fűnyíró', cs: 'Benzínová sekačka',
                nb: 'Bensindrevet gressklipper', nl: 'Benzinegrasmaaier', da: 'Benzindrevet plæneklipper',
                sv: 'Bensindriven gräsklippare', es: 'Cortacésped de gasolina', fi: 'Bensiinikäyttöinen ruohonleikkuri',
                pl: 'Kosiarka spalinowa', ro: 'Mașină de tuns iarba pe benzină', lt: 'Benzininė vejapjovė',
                sl: 'Bencinska kosilnica', bg: 'Бензинова косачка', el: 'Βενζινοκίνητο χλοοκοπτικό',
                hr: 'Benzinska kosilica',
              },
              basePriceEurCents: 39900,
              freight: false,
              spec: { unit: 'cm', values: [42, 46, 51, 53], label: CUTTING_WIDTH },
            },
          ],
        },
        {
          key: 'home-and-garden-machinery-wood',
          name: {
            sk: 'Štiepačky a drviče', en: 'Log splitters and shredders', de: 'Holzspalter und Häcksler',
            pt: 'Rachadores de lenha e trituradores', it: 'Spaccalegna e biotrituratori',
            fr: 'Fendeurs de bûches et broyeurs de végétaux', hu: 'Rönkhasítók és ágaprítók', cs: 'Štípačky a drtiče',
            nb: 'Vedkløyvere og hagekverner', nl: 'Houtklovers en hakselaars', da: 'Brændekløvere og kompostkværne',
            sv: 'Vedklyvar och kompostkvarnar', es: 'Astilladoras y biotrituradoras',
            fi: 'Halkomakoneet ja oksasilppurit', pl: 'Łuparki i rozdrabniacze',
            ro: 'Despicătoare de lemne și tocătoare de crengi', lt: 'Malkų skaldyklės ir šakų smulkintuvai',
            sl: 'Cepilniki drv in vrtni drobilniki', bg: 'Машини за цепене на дърва и дробилки',
            el: 'Σχιστικά ξύλων και θρυμματιστές κλαδιών', hr: 'Cjepači drva i vrtne sjeckalice',
          },
          productKinds: [
            {
              key: 'home-and-garden-log-splitter',
              name: {
                sk: 'Štiepačka na drevo', en: 'Log splitter', de: 'Holzspalter', pt: 'Rachador de lenha',
                it: 'Spaccalegna', fr: 'Fendeur de bûches', hu: 'Rönkhasító', cs: 'Štípačka na dřevo',
                nb: 'Vedkløyver', nl: 'Houtklover', da: 'Brændekløver', sv: 'Vedklyv', es: 'Astilladora de leña',
                fi: 'Halkomakone', pl: 'Łuparka do drewna', ro: 'Despicător de lemne', lt: 'Malkų skaldyklė',
                sl: 'Cepilnik drv', bg: 'Машина за цепене на дърва', el: 'Σχιστικό ξύλων', hr: 'Cjepač drva',
              },
              basePriceEurCents: 79900,
              freight: true,
              spec: { unit: 't', values: [7, 10, 16, 22], label: SPLITTING_FORCE },
            },
            {
              key: 'home-and-garden-garden-shredder',
              name: {
                sk: 'Záhradný drvič', en: 'Garden shredder', de: 'Gartenhäcksler', pt: 'Triturador de jardim',
                it: 'Biotrituratore', fr: 'Broyeur de végétaux', hu: 'Kerti ágaprító', cs: 'Zahradní drtič',
                nb: 'Hagekvern', nl: 'Tuinhakselaar', da: 'Kompostkværn', sv: 'Kompostkvarn', es: 'Biotrituradora',
                fi: 'Oksasilppuri', pl: 'Rozdrabniacz do gałęzi', ro: 'Tocător de crengi', lt: 'Šakų smulkintuvas',
                sl: 'Vrtni drobilnik', bg: 'Градинска дробилка', el: 'Θρυμματιστής κλαδιών', hr: 'Vrtna sjeckalica',
              },
              basePriceEurCents: 44900,
              freight: false,
              spec: { unit: 'mm', values: [40, 45, 70, 100], label: MAX_BRANCH_DIAMETER },
            },
          ],
        },
      ],
    },
    {
      key: 'home-and-garden-watering',
      name: {
        sk: 'Zavlažovanie a čerpadlá', en: 'Watering and pumps', de: 'Bewässerung und Pumpen', pt: 'Rega e bombas',
        it: 'Irrigazione e pompe', fr: 'Arrosage et pompes', hu: 'Öntözés és szivattyúk', cs: 'Zavlažování a čerpadla',
        nb: 'Vanning og pumper', nl: 'Besproeiing en pompen', da: 'Vanding og pumper', sv: 'Bevattning och pumpar',
        es: 'Riego y bombas', fi: 'Kastelu ja pumput', pl: 'Nawadnianie i pompy', ro: 'Irigații și pompe',
        lt: 'Laistymas ir siurbliai', sl: 'Zalivanje in črpalke', bg: 'Напояване и помпи', el: 'Πότισμα και αντλίες',
        hr: 'Navodnjavanje i pumpe',
      },
      children: [
        {
          key: 'home-and-garden-watering-pumps',
          name: {
            sk: 'Záhradné čerpadlá', en: 'Garden pumps', de: 'Gartenpumpen', pt: 'Bombas de jardim',
            it: 'Pompe da giardino', fr: 'Pompes de jardin', hu: 'Kerti szivattyúk', cs: 'Zahradní čerpadla',
            nb: 'Hagepumper', nl: 'Tuinpompen', da: 'Havepumper', sv: 'Trädgårdspumpar', es: 'Bombas de jardín',
            fi: 'Puutarhapumput', pl: 'Pompy ogrodowe', ro: 'Pompe de grădină', lt: 'Sodo siurbliai',
            sl: 'Vrtne črpalke', bg: 'Градински помпи', el: 'Αντλίες κήπου', hr: 'Vrtne pumpe',
          },
          productKinds: [
            {
              key: 'home-and-garden-garden-pump',
              name: {
                sk: 'Záhradné čerpadlo', en: 'Garden pump', de: 'Gartenpumpe', pt: 'Bomba de jardim',
                it: 'Pompa da giardino', fr: 'Pompe de jardin', hu: 'Kerti szivattyú', cs: 'Zahradní čerpadlo',
                nb: 'Hagepumpe', nl: 'Tuinpomp', da: 'Havepumpe', sv: 'Trädgårdspump', es: 'Bomba de jardín',
                fi: 'Puutarhapumppu', pl: 'Pompa ogrodowa', ro: 'Pompă de grădină', lt: 'Sodo siurblys',
                sl: 'Vrtna črpalka', bg: 'Градинска помпа', el: 'Αντλία κήπου', hr: 'Vrtna pumpa',
              },
              basePriceEurCents: 17900,
              freight: false,
              spec: { unit: 'l/h', values: [3000, 3800, 4500], label: FLOW_RATE },
            },
            {
              key: 'home-and-garden-submersible-pump',
              name: {
                sk: 'Ponorné čerpadlo', en: 'Submersible pump', de: 'Tauchpumpe', pt: 'Bomba submersível',
                it: 'Pompa sommersa', fr: 'Pompe submersible', hu: 'Búvárszivattyú', cs: 'Ponorné čerpadlo',
                nb: 'Dykkpumpe', nl: 'Dompelpomp', da: 'Dykpumpe', sv: 'Dränkbar pump', es: 'Bomba sumergible',
                fi: 'Uppopumppu', pl: 'Pompa zatapialna', ro: 'Pompă submersibilă', lt: 'Panardinamasis siurblys',
                sl: 'Potopna črpalka', bg: 'Потопяема помпа', el: 'Υποβρύχια αντλία', hr: 'Potopna pumpa',
              },
              basePriceEurCents: 12900,
              freight: false,
              spec: { unit: 'l/h', values: [7000, 10000, 15000], label: FLOW_RATE },
            },
          ],
        },
        {
          key: 'home-and-garden-watering-tanks',
          name: {
            sk: 'Vozíky na hadice a nádrže na vodu', en: 'Hose reels and water tanks', de: 'Schlauchwagen und Wassertanks',
            pt: 'Enroladores de mangueira e depósitos de água', it: 'Avvolgitubo e serbatoi per acqua',
            fr: "Dévidoirs et récupérateurs d'eau de pluie", hu: 'Tömlőkocsik és víztartályok',
            cs: 'Vozíky na hadice a nádrže na vodu', nb: 'Slangetraller og vanntanker', nl: 'Slangenwagens en watertanks',
            da: 'Slangevogne og vandtanke', sv: 'Slangvagnar och vattentankar',
            es: 'Carros portamangueras y depósitos de agua', fi: 'Letkukärryt ja vesisäiliöt',
            pl: 'Wózki na węże i zbiorniki na wodę', ro: 'Tamburi pentru furtun și rezervoare de apă',
            lt: 'Žarnų vežimėliai ir vandens talpos', sl: 'Vozički za cevi in rezervoarji za vodo',
            bg: 'Колички за маркучи и резервоари за вода', el: 'Καρούλια λάστιχου και δεξαμενές νερού',
            hr: 'Kolica za crijeva i spremnici za vodu',
          },
          productKinds: [
            {
              key: 'home-and-garden-hose-reel-cart',
              name: {
                sk: 'Vozík na hadicu', en: 'Hose reel cart', de: 'Schlauchwagen', pt: 'Carro enrolador de mangueira',
                it: 'Carrello avvolgitubo', fr: 'Dévidoir sur roues', hu: 'Tömlőkocsi', cs: 'Vozík na hadici',
                nb: 'Slangetralle', nl: 'Slangenwagen', da: 'Slangevogn', sv: 'Slangvagn', es: 'Carro portamangueras',
                fi: 'Letkukärry', pl: 'Wózek na wąż', ro: 'Tambur cu roți pentru furtun', lt: 'Žarnos vežimėlis',
                sl: 'Voziček za cev', bg: 'Количка за маркуч', el: 'Καρούλι λάστιχου με ρόδες', hr: 'Kolica za crijevo',
              },
              basePriceEurCents: 6900,
              freight: false,
              spec: { unit: 'm', values: [30, 50, 60, 80], label: HOSE_LENGTH },
            },
            {
              key: 'home-and-garden-rainwater-tank',
              name: {
                sk: 'Nádrž na dažďovú vodu', en: 'Rainwater tank', de: 'Regenwassertank',
                pt: 'Depósito de água da chuva', it: 'Serbatoio per acqua piovana', fr: "Récupérateur d'eau de pluie",
                hu: 'Esővízgyűjtő tartály', cs: 'Nádrž na dešťovou vodu', nb: 'Regnvannstank', nl: 'Regenwatertank',
                da: 'Regnvandstank', sv: 'Regnvattentank', es: 'Depósito de agua de lluvia', fi: 'Sadevesisäiliö',
                pl: 'Zbiornik na deszczówkę', ro: 'Rezervor pentru apă de ploaie', lt: 'Lietaus vandens talpa',
                sl: 'Rezervoar za deževnico', bg: 'Резервоар за дъждовна вода', el: 'Δεξαμενή βρόχινου νερού',
                hr: 'Spremnik za kišnicu',
              },
              basePriceEurCents: 29900,
              freight: true,
              spec: { unit: 'l', values: [300, 500, 1000, 2000], label: CAPACITY },
            },
          ],
        },
      ],
    },
    {
      key: 'home-and-garden-patio',
      name: {
        sk: 'Záhrada a terasa', en: 'Garden and patio', de: 'Garten und Terrasse', pt: 'Jardim e terraço',
        it: 'Giardino e terrazza', fr: 'Jardin et terrasse', hu: 'Kert és terasz', cs: 'Zahrada a terasa',
        nb: 'Hage og terrasse', nl: 'Tuin en terras', da: 'Have og terrasse', sv: 'Trädgård och altan',
        es: 'Jardín y terraza', fi: 'Piha ja terassi', pl: 'Ogród i taras', ro: 'Grădină și terasă',
        lt: 'Sodas ir terasa', sl: 'Vrt in terasa', bg: 'Градина и тераса', el: 'Κήπος και βεράντα', hr: 'Vrt i terasa',
      },
      children: [
        {
          key: 'home-and-garden-patio-furniture',
          name: {
            sk: 'Záhradný nábytok', en: 'Garden furniture', de: 'Gartenmöbel', pt: 'Mobiliário de jardim',
            it: 'Mobili da giardino', fr: 'Mobilier de jardin', hu: 'Kerti bútorok', cs: 'Zahradní nábytek',
            nb: 'Hagemøbler', nl: 'Tuinmeubelen', da: 'Havemøbler', sv: 'Trädgårdsmöbler', es: 'Muebles de jardín',
            fi: 'Puutarhakalusteet', pl: 'Meble ogrodowe', ro: 'Mobilier de grădină', lt: 'Sodo baldai',
            sl: 'Vrtno pohištvo', bg: 'Градински мебели', el: 'Έπιπλα κήπου', hr: 'Vrtni namještaj',
          },
          productKinds: [
            {
              key: 'home-and-garden-garden-bench',
              name: {
                sk: 'Záhradná lavica', en: 'Garden bench', de: 'Gartenbank', pt: 'Banco de jardim',
                it: 'Panchina da giardino', fr: 'Banc de jardin', hu: 'Kerti pad', cs: 'Zahradní lavice',
                nb: 'Hagebenk', nl: 'Tuinbank', da: 'Havebænk', sv: 'Trädgårdsbänk', es: 'Banco de jardín',
                fi: 'Puutarhapenkki', pl: 'Ławka ogrodowa', ro: 'Bancă de grădină', lt: 'Sodo suoliukas',
                sl: 'Vrtna klop', bg: 'Градинска пейка', el: 'Παγκάκι κήπου', hr: 'Vrtna klupa',
              },
              basePriceEurCents: 24900,
              freight: false,
              spec: { unit: 'cm', values: [120, 150, 180], label: LENGTH },
            },
            {
              key: 'home-and-garden-sun-lounger',
              name: {
                sk: 'Záhradné ležadlo', en: 'Sun lounger', de: 'Sonnenliege', pt: 'Espreguiçadeira',
                it: 'Lettino prendisole', fr: 'Bain de soleil', hu: 'Napozóágy', cs: 'Zahradní lehátko',
                nb: 'Solseng', nl: 'Ligbed', da: 'Solseng', sv: 'Solsäng', es: 'Tumbona', fi: 'Aurinkotuoli',
                pl: 'Leżak ogrodowy', ro: 'Șezlong', lt: 'Sodo gultas', sl: 'Ležalnik', bg: 'Шезлонг',
                el: 'Ξαπλώστρα', hr: 'Ležaljka',
              },
              basePriceEurCents: 14900,
              freight: false,
              spec: { unit: 'kg', values: [110, 130, 150], label: LOAD_CAPACITY },
            },
          ],
        },
        {
          key: 'home-and-garden-patio-heaters',
          name: {
            sk: 'Terasové ohrievače', en: 'Patio heaters', de: 'Terrassenheizer', pt: 'Aquecedores de esplanada',
            it: 'Riscaldatori da esterno', fr: 'Chauffages de terrasse', hu: 'Teraszfűtők', cs: 'Terasová topidla',
            nb: 'Terrassevarmere', nl: 'Terrasverwarmers', da: 'Terrassevarmere', sv: 'Terrassvärmare',
            es: 'Estufas de terraza', fi: 'Terassilämmittimet', pl: 'Ogrzewacze tarasowe', ro: 'Încălzitoare de terasă',
            lt: 'Terasos šildytuvai', sl: 'Grelniki za teraso', bg: 'Нагреватели за тераса',
            el: 'Θερμάστρες εξωτερικού χώρου', hr: 'Grijalice za terasu',
          },
          productKinds: [
            {
              key: 'home-and-garden-gas-patio-heater',
              name: {
                sk: 'Plynový terasový ohrievač', en: 'Gas patio heater', de: 'Gas-Heizpilz',
                pt: 'Aquecedor de esplanada a gás', it: 'Fungo riscaldante a gas', fr: 'Parasol chauffant au gaz',
                hu: 'Gázüzemű teraszfűtő', cs: 'Plynové terasové topidlo', nb: 'Gassdrevet terrassevarmer',
                nl: 'Terrasverwarmer op gas', da: 'Gasterrassevarmer', sv: 'Terrassvärmare för gasol',
                es: 'Estufa de terraza de gas', fi: 'Kaasukäyttöinen terassilämmitin', pl: 'Gazowy ogrzewacz tarasowy',
                ro: 'Încălzitor de terasă pe gaz', lt: 'Dujinis terasos šildytuvas', sl: 'Plinski grelnik za teraso',
                bg: 'Газов нагревател за тераса', el: 'Θερμάστρα αερίου εξωτερικού χώρου',
                hr: 'Plinska grijalica za terasu',
              },
              basePriceEurCents: 19900,
              freight: false,
              spec: { unit: 'kW', values: [6, 9, 13], label: POWER },
            },
            {
              key: 'home-and-garden-infrared-patio-heater',
              name: {
                sk: 'Infražiarič na terasu', en: 'Infrared patio heater', de: 'Infrarot-Heizstrahler',
                pt: 'Aquecedor de esplanada infravermelho', it: 'Riscaldatore a infrarossi da esterno',
                fr: 'Chauffage infrarouge de terrasse', hu: 'Infravörös teraszfűtő', cs: 'Infrazářič na terasu',
                nb: 'Infrarød terrassevarmer', nl: 'Infrarood terrasverwarmer', da: 'Infrarød terrassevarmer',
                sv: 'Infraröd terrassvärmare', es: 'Calefactor infrarrojo de terraza', fi: 'Infrapunaterassilämmitin',
                pl: 'Promiennik podczerwieni na taras', ro: 'Încălzitor cu infraroșu pentru terasă',
                lt: 'Infraraudonųjų spindulių terasos šildytuvas', sl: 'Infrardeči grelnik za teraso',
                bg: 'Инфрачервен нагревател за тераса', el: 'Θερμάστρα υπερύθρων εξωτερικού χώρου',
                hr: 'Infracrvena grijalica za terasu',
              },
              basePriceEurCents: 12900,
              freight: false,
              spec: { unit: 'W', values: [1500, 2000, 2500, 3000], label: POWER },
            },
          ],
        },
      ],
    },
  ],
};

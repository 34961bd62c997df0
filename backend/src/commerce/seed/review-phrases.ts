import type { LanguageCode } from '@shop/domain';

export interface ReviewPhrase {
  readonly title: string;
  readonly text: string;
}

/** Per language: two phrases for 5 stars, two for 4, one each for 3, 2 and 1. */
export interface LanguageReviewPhrases {
  readonly byRating: Readonly<Record<1 | 2 | 3 | 4 | 5, readonly ReviewPhrase[]>>;
  /** Customer care's answer to a critical review (rating 2 or less). */
  readonly careResponse: string;
  /**
   * Reviewers' names as shops print them (first name, initial). The texts use the grammatical
   * masculine where a language marks the writer's gender (sk "spokojný", fr "satisfait"…), so
   * the names are men's names, to agree with them.
   */
  readonly authors: readonly string[];
}

const p = (title: string, text: string): ReviewPhrase => ({ title, text });

export const REVIEW_PHRASES: Readonly<Record<LanguageCode, LanguageReviewPhrases>> = {
  sk: {
    byRating: {
      5: [p('Výborné, odporúčam', 'Funguje perfektne od prvého dňa. Pevná konštrukcia a jednoduché ovládanie. Doručenie bolo rýchle.'),
        p('Skvelý pomer ceny a výkonu', 'Presne podľa popisu. V našej prevádzke ho používame každý deň a zatiaľ nás nesklamal.')],
      4: [p('Veľmi dobré', 'Svoju prácu robí dobre. Návod by mohol byť zrozumiteľnejší, inak som spokojný.'),
        p('Dobrý nákup', 'Dobrá kvalita za túto cenu. Montáž trvala o niečo dlhšie, ako som čakal.')],
      3: [p('Nič extra', 'Priemerné. Funguje, ale za túto cenu som čakal trochu viac.')],
      2: [p('Sklamanie', 'Zariadenie funguje, ale je hlučnejšie, ako sa uvádza, a jeden diel prišiel poškriabaný.')],
      1: [p('Nespokojnosť', 'Po dvoch týždňoch prestalo fungovať. Musel som ho vrátiť.')],
    },
    careResponse: 'Ďakujeme za vašu spätnú väzbu a mrzí nás to. Náš zákaznícky servis vás bude kontaktovať a nájdeme riešenie.',
    authors: ['Ján K.', 'Peter H.', 'Martin S.', 'Tomáš B.', 'Michal D.', 'Lukáš P.'],
  },
  en: {
    byRating: {
      5: [p('Excellent, highly recommended', 'Works perfectly from day one. Solid build and easy to use. Delivery was fast.'),
        p('Great value for money', 'Exactly as described. We use it every day in our business and it has not let us down.')],
      4: [p('Very good', 'Does its job well. The manual could be clearer, otherwise I am satisfied.'),
        p('Good purchase', 'Good quality for the price. Assembly took a bit longer than expected.')],
      3: [p('It is okay', 'Average. It works, but I expected a bit more for this price.')],
      2: [p('Disappointed', 'The machine works, but it is louder than stated and one part arrived scratched.')],
      1: [p('Not satisfied', 'Stopped working after two weeks. I had to return it.')],
    },
    careResponse: 'Thank you for your feedback, and we are sorry to hear this. Our customer care team will contact you to find a solution.',
    authors: ['James O.', 'Liam M.', 'Daniel W.', 'Conor B.', 'Thomas H.', 'Ryan K.'],
  },
  de: {
    byRating: {
      5: [p('Hervorragend, klare Empfehlung', 'Funktioniert vom ersten Tag an einwandfrei. Solide verarbeitet und einfach zu bedienen. Die Lieferung war schnell.'),
        p('Super Preis-Leistungs-Verhältnis', 'Genau wie beschrieben. Wir nutzen das Gerät täglich in unserem Betrieb und es hat uns noch nie im Stich gelassen.')],
      4: [p('Sehr gut', 'Erfüllt seinen Zweck gut. Die Anleitung könnte verständlicher sein, sonst bin ich zufrieden.'),
        p('Guter Kauf', 'Gute Qualität für den Preis. Der Aufbau hat etwas länger gedauert als erwartet.')],
      3: [p('In Ordnung', 'Durchschnittlich. Es funktioniert, aber für diesen Preis hatte ich etwas mehr erwartet.')],
      2: [p('Enttäuscht', 'Das Gerät funktioniert, ist aber lauter als angegeben, und ein Teil kam zerkratzt an.')],
      1: [p('Nicht zufrieden', 'Nach zwei Wochen hat es nicht mehr funktioniert. Ich musste es zurückschicken.')],
    },
    careResponse: 'Vielen Dank für Ihr Feedback, das tut uns leid. Unser Kundenservice meldet sich bei Ihnen, um eine Lösung zu finden.',
    authors: ['Thomas M.', 'Michael S.', 'Stefan K.', 'Andreas W.', 'Markus B.', 'Jürgen H.'],
  },
  pt: {
    byRating: {
      5: [p('Excelente, recomendo vivamente', 'Funciona perfeitamente desde o primeiro dia. Construção sólida e fácil de usar. A entrega foi rápida.'),
        p('Ótima relação qualidade-preço', 'Exatamente como descrito. Usamos todos os dias no nosso negócio e nunca nos falhou.')],
      4: [p('Muito bom', 'Cumpre bem a sua função. O manual podia ser mais claro, de resto estou satisfeito.'),
        p('Boa compra', 'Boa qualidade pelo preço. A montagem demorou um pouco mais do que esperava.')],
      3: [p('Razoável', 'Mediano. Funciona, mas esperava um pouco mais por este preço.')],
      2: [p('Desiludido', 'O aparelho funciona, mas é mais ruidoso do que o indicado e uma peça chegou riscada.')],
      1: [p('Insatisfeito', 'Deixou de funcionar ao fim de duas semanas. Tive de o devolver.')],
    },
    careResponse: 'Obrigado pelo seu comentário e lamentamos o sucedido. A nossa equipa de apoio ao cliente vai contactá-lo para encontrar uma solução.',
    authors: ['João S.', 'Pedro C.', 'Miguel F.', 'Tiago R.', 'Rui M.', 'André L.'],
  },
  it: {
    byRating: {
      5: [p('Eccellente, lo consiglio', 'Funziona perfettamente dal primo giorno. Costruzione solida e facile da usare. Consegna rapida.'),
        p('Ottimo rapporto qualità-prezzo', 'Esattamente come descritto. Lo usiamo ogni giorno nella nostra attività e non ci ha mai deluso.')],
      4: [p('Molto buono', 'Fa bene il suo lavoro. Il manuale potrebbe essere più chiaro, per il resto sono soddisfatto.'),
        p('Buon acquisto', "Buona qualità per il prezzo. Il montaggio ha richiesto un po' più tempo del previsto.")],
      3: [p('Discreto', 'Nella media. Funziona, ma a questo prezzo mi aspettavo qualcosa in più.')],
      2: [p('Deluso', "L'apparecchio funziona, ma è più rumoroso di quanto indicato e un pezzo è arrivato graffiato.")],
      1: [p('Non soddisfatto', 'Ha smesso di funzionare dopo due settimane. Ho dovuto restituirlo.')],
    },
    careResponse: 'Grazie per il suo feedback, ci dispiace molto. Il nostro servizio clienti la contatterà per trovare una soluzione.',
    authors: ['Marco R.', 'Luca B.', 'Giuseppe C.', 'Andrea F.', 'Paolo M.', 'Matteo G.'],
  },
  fr: {
    byRating: {
      5: [p('Excellent, je recommande', 'Fonctionne parfaitement dès le premier jour. Construction solide et utilisation simple. Livraison rapide.'),
        p('Excellent rapport qualité-prix', "Conforme à la description. Nous l'utilisons tous les jours dans notre entreprise et il ne nous a jamais déçus.")],
      4: [p('Très bien', 'Fait bien son travail. La notice pourrait être plus claire, sinon je suis satisfait.'),
        p('Bon achat', 'Bonne qualité pour le prix. Le montage a pris un peu plus de temps que prévu.')],
      3: [p('Correct', "Moyen. Il fonctionne, mais j'attendais un peu plus à ce prix.")],
      2: [p('Déçu', "L'appareil fonctionne, mais il est plus bruyant qu'annoncé et une pièce est arrivée rayée.")],
      1: [p('Pas satisfait', "Il a cessé de fonctionner au bout de deux semaines. J'ai dû le renvoyer.")],
    },
    careResponse: 'Merci pour votre avis, nous en sommes désolés. Notre service client va vous contacter pour trouver une solution.',
    authors: ['Pierre D.', 'Julien M.', 'Nicolas L.', 'Laurent B.', 'Thomas R.', 'Mathieu G.'],
  },
  hu: {
    byRating: {
      5: [p('Kiváló, csak ajánlani tudom', 'Az első naptól tökéletesen működik. Masszív kivitel, egyszerű kezelés. A szállítás gyors volt.'),
        p('Remek ár-érték arány', 'Pontosan olyan, mint a leírásban. Minden nap használjuk a vállalkozásunkban, és még nem hagyott cserben.')],
      4: [p('Nagyon jó', 'Jól végzi a dolgát. A használati útmutató lehetne érthetőbb, egyébként elégedett vagyok.'),
        p('Jó vétel', 'Az árához képest jó minőség. Az összeszerelés kicsit tovább tartott, mint vártam.')],
      3: [p('Elmegy', 'Átlagos. Működik, de ennyi pénzért kicsit többet vártam.')],
      2: [p('Csalódás', 'A készülék működik, de hangosabb a megadottnál, és az egyik alkatrész karcosan érkezett.')],
      1: [p('Elégedetlen vagyok', 'Két hét után felmondta a szolgálatot. Vissza kellett küldenem.')],
    },
    careResponse: 'Köszönjük a visszajelzést, és sajnáljuk a történteket. Ügyfélszolgálatunk felveszi Önnel a kapcsolatot, hogy megoldást találjunk.',
    authors: ['László N.', 'Gábor K.', 'Zoltán T.', 'Péter S.', 'Attila H.', 'Balázs V.'],
  },
  cs: {
    byRating: {
      5: [p('Výborné, doporučuji', 'Funguje perfektně od prvního dne. Pevná konstrukce a snadné ovládání. Doručení bylo rychlé.'),
        p('Skvělý poměr ceny a výkonu', 'Přesně podle popisu. V našem provozu ho používáme každý den a zatím nás nezklamal.')],
      4: [p('Velmi dobré', 'Svou práci dělá dobře. Návod by mohl být srozumitelnější, jinak jsem spokojený.'),
        p('Dobrý nákup', 'Dobrá kvalita za tu cenu. Montáž trvala o něco déle, než jsem čekal.')],
      3: [p('Nic extra', 'Průměrné. Funguje, ale za tuto cenu jsem čekal trochu víc.')],
      2: [p('Zklamání', 'Zařízení funguje, ale je hlučnější, než se uvádí, a jeden díl dorazil poškrábaný.')],
      1: [p('Nespokojenost', 'Po dvou týdnech přestalo fungovat. Musel jsem ho vrátit.')],
    },
    careResponse: 'Děkujeme za vaši zpětnou vazbu a mrzí nás to. Náš zákaznický servis vás bude kontaktovat a najdeme řešení.',
    authors: ['Jan N.', 'Petr S.', 'Jiří D.', 'Martin K.', 'Tomáš V.', 'Pavel H.'],
  },
  nb: {
    byRating: {
      5: [p('Utmerket, anbefales', 'Fungerer perfekt fra første dag. Solid konstruksjon og enkel å bruke. Rask levering.'),
        p('Veldig god verdi for pengene', 'Akkurat som beskrevet. Vi bruker den hver dag i bedriften, og den har aldri sviktet oss.')],
      4: [p('Veldig bra', 'Gjør jobben sin godt. Bruksanvisningen kunne vært tydeligere, ellers er jeg fornøyd.'),
        p('Godt kjøp', 'God kvalitet til prisen. Monteringen tok litt lengre tid enn forventet.')],
      3: [p('Helt greit', 'Middels. Den fungerer, men jeg forventet litt mer til denne prisen.')],
      2: [p('Skuffet', 'Apparatet fungerer, men det bråker mer enn oppgitt, og én del kom med riper.')],
      1: [p('Ikke fornøyd', 'Sluttet å virke etter to uker. Jeg måtte returnere den.')],
    },
    careResponse: 'Takk for tilbakemeldingen, og beklager at du har opplevd dette. Kundeservice tar kontakt med deg for å finne en løsning.',
    authors: ['Ole H.', 'Lars J.', 'Erik N.', 'Anders B.', 'Magnus L.', 'Kristian S.'],
  },
  nl: {
    byRating: {
      5: [p('Uitstekend, een aanrader', 'Werkt vanaf de eerste dag perfect. Stevig gebouwd en eenvoudig te bedienen. Snelle levering.'),
        p('Prima prijs-kwaliteitverhouding', 'Precies zoals beschreven. We gebruiken het elke dag in ons bedrijf en het heeft ons nog nooit in de steek gelaten.')],
      4: [p('Zeer goed', 'Doet goed wat het moet doen. De handleiding kan duidelijker, verder ben ik tevreden.'),
        p('Goede aankoop', 'Goede kwaliteit voor de prijs. De montage duurde iets langer dan verwacht.')],
      3: [p('Redelijk', 'Gemiddeld. Het werkt, maar voor deze prijs had ik iets meer verwacht.')],
      2: [p('Teleurgesteld', 'Het apparaat werkt, maar het maakt meer lawaai dan vermeld en één onderdeel kwam bekrast aan.')],
      1: [p('Niet tevreden', 'Na twee weken werkte het niet meer. Ik moest het terugsturen.')],
    },
    careResponse: 'Bedankt voor uw feedback, en het spijt ons dat te horen. Onze klantenservice neemt contact met u op om een oplossing te vinden.',
    authors: ['Jan V.', 'Pieter B.', 'Sander K.', 'Bram J.', 'Thijs M.', 'Ruben D.'],
  },
  da: {
    byRating: {
      5: [p('Fremragende, kan anbefales', 'Fungerer perfekt fra første dag. Solid konstruktion og nem at bruge. Hurtig levering.'),
        p('Rigtig god værdi for pengene', 'Præcis som beskrevet. Vi bruger den hver dag i virksomheden, og den har aldrig svigtet os.')],
      4: [p('Meget god', 'Gør sit arbejde godt. Vejledningen kunne være tydeligere, ellers er jeg tilfreds.'),
        p('Godt køb', 'God kvalitet til prisen. Samlingen tog lidt længere tid end forventet.')],
      3: [p('Okay', 'Middel. Den virker, men jeg havde forventet lidt mere til den pris.')],
      2: [p('Skuffet', 'Apparatet virker, men det larmer mere end angivet, og en del kom frem med ridser.')],
      1: [p('Ikke tilfreds', 'Holdt op med at virke efter to uger. Jeg måtte returnere den.')],
    },
    careResponse: 'Tak for din feedback, og vi beklager. Vores kundeservice kontakter dig for at finde en løsning.',
    authors: ['Mads J.', 'Søren N.', 'Anders H.', 'Rasmus P.', 'Frederik L.', 'Jesper K.'],
  },
  sv: {
    byRating: {
      5: [p('Utmärkt, rekommenderas', 'Fungerar perfekt från första dagen. Stabil konstruktion och enkel att använda. Snabb leverans.'),
        p('Mycket prisvärd', 'Precis som beskrivet. Vi använder den varje dag i verksamheten och den har aldrig svikit oss.')],
      4: [p('Mycket bra', 'Gör sitt jobb bra. Bruksanvisningen kunde vara tydligare, annars är jag nöjd.'),
        p('Bra köp', 'Bra kvalitet för priset. Monteringen tog lite längre tid än väntat.')],
      3: [p('Okej', 'Medelmåttig. Den fungerar, men för det här priset väntade jag mig lite mer.')],
      2: [p('Besviken', 'Apparaten fungerar, men den låter mer än utlovat och en del kom fram repig.')],
      1: [p('Inte nöjd', 'Slutade fungera efter två veckor. Jag fick returnera den.')],
    },
    careResponse: 'Tack för din återkoppling, vi beklagar verkligen. Vår kundtjänst kontaktar dig för att hitta en lösning.',
    authors: ['Erik L.', 'Johan A.', 'Anders N.', 'Mikael K.', 'Fredrik S.', 'Oskar J.'],
  },
  es: {
    byRating: {
      5: [p('Excelente, lo recomiendo', 'Funciona perfectamente desde el primer día. Construcción robusta y fácil de usar. Entrega rápida.'),
        p('Muy buena relación calidad-precio', 'Tal como se describe. Lo usamos a diario en nuestro negocio y nunca nos ha fallado.')],
      4: [p('Muy bueno', 'Cumple bien su función. El manual podría ser más claro, por lo demás estoy satisfecho.'),
        p('Buena compra', 'Buena calidad por el precio. El montaje llevó algo más de tiempo de lo esperado.')],
      3: [p('Correcto', 'Normal. Funciona, pero por este precio esperaba algo más.')],
      2: [p('Decepcionado', 'El aparato funciona, pero hace más ruido del indicado y una pieza llegó rayada.')],
      1: [p('No estoy satisfecho', 'Dejó de funcionar a las dos semanas. Tuve que devolverlo.')],
    },
    careResponse: 'Gracias por su opinión, lamentamos lo ocurrido. Nuestro servicio de atención al cliente se pondrá en contacto con usted para encontrar una solución.',
    authors: ['Javier G.', 'Carlos M.', 'Alejandro R.', 'David L.', 'Sergio F.', 'Pablo S.'],
  },
  fi: {
    byRating: {
      5: [p('Erinomainen, suosittelen', 'Toimii moitteettomasti ensimmäisestä päivästä lähtien. Tukeva rakenne ja helppo käyttää. Nopea toimitus.'),
        p('Hinta-laatusuhde kohdallaan', 'Juuri kuten kuvauksessa. Käytämme laitetta päivittäin yrityksessämme, eikä se ole pettänyt kertaakaan.')],
      4: [p('Erittäin hyvä', 'Hoitaa tehtävänsä hyvin. Käyttöohje voisi olla selkeämpi, muuten olen tyytyväinen.'),
        p('Hyvä ostos', 'Hintaansa nähden hyvä laatu. Kokoaminen vei hieman odotettua kauemmin.')],
      3: [p('Ihan ok', 'Keskinkertainen. Toimii, mutta tähän hintaan odotin hieman enemmän.')],
      2: [p('Pettynyt', 'Laite toimii, mutta se on ilmoitettua äänekkäämpi ja yksi osa saapui naarmuuntuneena.')],
      1: [p('En ole tyytyväinen', 'Lakkasi toimimasta kahden viikon jälkeen. Jouduin palauttamaan sen.')],
    },
    careResponse: 'Kiitos palautteestasi, olemme pahoillamme. Asiakaspalvelumme ottaa sinuun yhteyttä ratkaisun löytämiseksi.',
    authors: ['Mikko K.', 'Juha V.', 'Antti L.', 'Jari N.', 'Timo H.', 'Ville M.'],
  },
  pl: {
    byRating: {
      5: [p('Świetny, polecam', 'Działa bez zarzutu od pierwszego dnia. Solidna konstrukcja i łatwa obsługa. Szybka dostawa.'),
        p('Bardzo dobry stosunek jakości do ceny', 'Dokładnie tak jak w opisie. Używamy go codziennie w firmie i jeszcze nas nie zawiódł.')],
      4: [p('Bardzo dobry', 'Dobrze spełnia swoje zadanie. Instrukcja mogłaby być jaśniejsza, poza tym jestem zadowolony.'),
        p('Dobry zakup', 'Dobra jakość w tej cenie. Montaż trwał trochę dłużej, niż się spodziewałem.')],
      3: [p('W porządku', 'Przeciętny. Działa, ale za tę cenę oczekiwałem trochę więcej.')],
      2: [p('Rozczarowanie', 'Urządzenie działa, ale jest głośniejsze, niż podano, a jedna część dotarła porysowana.')],
      1: [p('Niezadowolony', 'Przestał działać po dwóch tygodniach. Musiałem go zwrócić.')],
    },
    careResponse: 'Dziękujemy za opinię i przykro nam z tego powodu. Nasz dział obsługi klienta skontaktuje się z Państwem, aby znaleźć rozwiązanie.',
    authors: ['Piotr K.', 'Tomasz W.', 'Krzysztof N.', 'Marcin Z.', 'Paweł L.', 'Michał S.'],
  },
  ro: {
    byRating: {
      5: [p('Excelent, recomand', 'Funcționează perfect din prima zi. Construcție solidă și ușor de folosit. Livrare rapidă.'),
        p('Raport calitate-preț foarte bun', 'Exact ca în descriere. Îl folosim zilnic în afacerea noastră și nu ne-a dezamăgit niciodată.')],
      4: [p('Foarte bun', 'Își face bine treaba. Manualul ar putea fi mai clar, în rest sunt mulțumit.'),
        p('O achiziție bună', 'Calitate bună pentru preț. Montajul a durat puțin mai mult decât mă așteptam.')],
      3: [p('Acceptabil', 'Mediocru. Funcționează, dar la acest preț mă așteptam la ceva mai mult.')],
      2: [p('Dezamăgit', 'Aparatul funcționează, dar este mai zgomotos decât se specifică, iar o piesă a sosit zgâriată.')],
      1: [p('Nemulțumit', 'S-a oprit după două săptămâni. A trebuit să îl returnez.')],
    },
    careResponse: 'Vă mulțumim pentru feedback și ne pare rău. Echipa noastră de relații cu clienții vă va contacta pentru a găsi o soluție.',
    authors: ['Andrei P.', 'Mihai I.', 'Alexandru D.', 'Cristian S.', 'Bogdan M.', 'Florin C.'],
  },
  lt: {
    byRating: {
      5: [p('Puiku, rekomenduoju', 'Nuo pirmos dienos veikia puikiai. Tvirta konstrukcija, paprasta naudoti. Greitas pristatymas.'),
        p('Puikus kainos ir kokybės santykis', 'Tiksliai kaip aprašyta. Naudojame kasdien savo versle ir dar nė karto nenuvylė.')],
      4: [p('Labai geras', 'Gerai atlieka savo darbą. Instrukcija galėtų būti aiškesnė, kitaip esu patenkintas.'),
        p('Geras pirkinys', 'Gera kokybė už tokią kainą. Surinkimas užtruko šiek tiek ilgiau, nei tikėjausi.')],
      3: [p('Neblogai', 'Vidutiniškai. Veikia, bet už tokią kainą tikėjausi šiek tiek daugiau.')],
      2: [p('Nusivyliau', 'Prietaisas veikia, bet yra triukšmingesnis, nei nurodyta, o viena detalė atkeliavo subraižyta.')],
      1: [p('Nepatenkintas', 'Po dviejų savaičių nustojo veikti. Teko grąžinti.')],
    },
    careResponse: 'Dėkojame už atsiliepimą ir apgailestaujame. Mūsų klientų aptarnavimo komanda susisieks su jumis, kad rastume sprendimą.',
    authors: ['Tomas K.', 'Mantas J.', 'Darius P.', 'Andrius S.', 'Lukas B.', 'Jonas M.'],
  },
  sl: {
    byRating: {
      5: [p('Odlično, priporočam', 'Od prvega dne deluje brezhibno. Trdna izdelava in enostavna uporaba. Hitra dostava.'),
        p('Odlično razmerje med ceno in kakovostjo', 'Točno tako, kot je opisano. V našem podjetju ga uporabljamo vsak dan in nas še ni pustil na cedilu.')],
      4: [p('Zelo dobro', 'Svoje delo opravlja dobro. Navodila bi lahko bila jasnejša, sicer sem zadovoljen.'),
        p('Dober nakup', 'Dobra kakovost za to ceno. Sestavljanje je trajalo nekoliko dlje, kot sem pričakoval.')],
      3: [p('Nič posebnega', 'Povprečno. Deluje, vendar sem za to ceno pričakoval nekoliko več.')],
      2: [p('Razočaran', 'Naprava deluje, vendar je glasnejša, kot je navedeno, en del pa je prispel opraskan.')],
      1: [p('Nezadovoljen', 'Po dveh tednih je prenehal delovati. Moral sem ga vrniti.')],
    },
    careResponse: 'Hvala za vaše mnenje, žal nam je. Naša služba za pomoč strankam vas bo kontaktirala, da najdemo rešitev.',
    authors: ['Marko N.', 'Luka K.', 'Matej H.', 'Andrej P.', 'Rok Z.', 'Gregor V.'],
  },
  bg: {
    byRating: {
      5: [p('Отлично, препоръчвам', 'Работи безупречно от първия ден. Здрава конструкция и лесна употреба. Бърза доставка.'),
        p('Много добро съотношение цена-качество', 'Точно както е описано. Използваме го всеки ден в нашия бизнес и досега не ни е подвел.')],
      4: [p('Много добро', 'Върши си добре работата. Ръководството можеше да е по-ясно, иначе съм доволен.'),
        p('Добра покупка', 'Добро качество за цената. Сглобяването отне малко повече време от очакваното.')],
      3: [p('Става', 'Средно. Работи, но за тази цена очаквах малко повече.')],
      2: [p('Разочарован', 'Уредът работи, но е по-шумен от посоченото, а една част пристигна надраскана.')],
      1: [p('Не съм доволен', 'Спря да работи след две седмици. Трябваше да го върна.')],
    },
    careResponse: 'Благодарим ви за отзива и съжаляваме за случилото се. Нашият отдел за обслужване на клиенти ще се свърже с вас, за да намерим решение.',
    authors: ['Георги П.', 'Иван Д.', 'Димитър С.', 'Николай К.', 'Стефан М.', 'Петър И.'],
  },
  el: {
    byRating: {
      5: [p('Εξαιρετικό, το συστήνω', 'Λειτουργεί άψογα από την πρώτη μέρα. Στιβαρή κατασκευή και εύκολη χρήση. Γρήγορη παράδοση.'),
        p('Πολύ καλή σχέση ποιότητας-τιμής', 'Ακριβώς όπως περιγράφεται. Το χρησιμοποιούμε καθημερινά στην επιχείρησή μας και δεν μας έχει απογοητεύσει ποτέ.')],
      4: [p('Πολύ καλό', 'Κάνει καλά τη δουλειά του. Οι οδηγίες θα μπορούσαν να είναι πιο σαφείς, κατά τα άλλα είμαι ικανοποιημένος.'),
        p('Καλή αγορά', "Καλή ποιότητα για την τιμή του. Η συναρμολόγηση κράτησε λίγο περισσότερο απ' ό,τι περίμενα.")],
      3: [p('Μέτριο', 'Τίποτα το ιδιαίτερο. Λειτουργεί, αλλά για αυτή την τιμή περίμενα λίγο περισσότερα.')],
      2: [p('Απογοητευμένος', 'Η συσκευή λειτουργεί, αλλά είναι πιο θορυβώδης από ό,τι αναφέρεται και ένα εξάρτημα έφτασε γρατζουνισμένο.')],
      1: [p('Δεν είμαι ικανοποιημένος', 'Σταμάτησε να λειτουργεί μετά από δύο εβδομάδες. Χρειάστηκε να το επιστρέψω.')],
    },
    careResponse: "Σας ευχαριστούμε για τα σχόλιά σας και λυπούμαστε γι' αυτό. Η εξυπηρέτηση πελατών μας θα επικοινωνήσει μαζί σας για να βρούμε λύση.",
    authors: ['Γιώργος Π.', 'Νίκος Κ.', 'Δημήτρης Α.', 'Κώστας Μ.', 'Γιάννης Σ.', 'Χρήστος Λ.'],
  },
  hr: {
    byRating: {
      5: [p('Odlično, preporučujem', 'Od prvog dana radi besprijekorno. Čvrsta izrada i jednostavna uporaba. Brza dostava.'),
        p('Odličan omjer cijene i kvalitete', 'Točno kako je opisano. Koristimo ga svaki dan u našem poslu i još nas nije iznevjerio.')],
      4: [p('Vrlo dobro', 'Dobro obavlja svoj posao. Upute bi mogle biti jasnije, inače sam zadovoljan.'),
        p('Dobra kupnja', 'Dobra kvaliteta za tu cijenu. Sastavljanje je trajalo malo dulje nego što sam očekivao.')],
      3: [p('Ništa posebno', 'Prosječno. Radi, ali za ovu cijenu očekivao sam malo više.')],
      2: [p('Razočaran', 'Uređaj radi, ali je glasniji nego što je navedeno, a jedan dio je stigao izgreban.')],
      1: [p('Nisam zadovoljan', 'Prestao je raditi nakon dva tjedna. Morao sam ga vratiti.')],
    },
    careResponse: 'Hvala na povratnoj informaciji, žao nam je zbog toga. Naša služba za korisnike javit će vam se kako bismo pronašli rješenje.',
    authors: ['Ivan H.', 'Marko B.', 'Tomislav K.', 'Ante M.', 'Luka P.', 'Josip N.'],
  },
};

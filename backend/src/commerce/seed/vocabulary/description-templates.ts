import type { DescriptionTemplates } from './vocabulary-types.js';

/**
 * Product description templates. `{kind}` is a noun phrase in the nominative (a product kind's
 * name, capitalised as a title starts), so it only ever opens a sentence as "{kind} {brand} {model}"
 * followed by a dash or colon: no article, adjective or verb has to agree with its gender or case.
 * Later sentences refer to "the product" / "the model", whose gender every language knows.
 * Inflecting languages write `accessoryFor` with a colon (e.g. "Zubehör für:"), so the kind that
 * follows may stay in the nominative.
 */
export const DESCRIPTION_TEMPLATES: DescriptionTemplates = {
  short: {
    sk: '{kind} {brand} {model} – {spec}, na každodenné profesionálne použitie.',
    en: '{kind} {brand} {model} – {spec}, for everyday professional use.',
    de: '{kind} {brand} {model} – {spec}, für den täglichen professionellen Einsatz.',
    pt: '{kind} {brand} {model} – {spec}, para utilização profissional diária.',
    it: "{kind} {brand} {model} – {spec}, per l'uso professionale quotidiano.",
    fr: '{kind} {brand} {model} – {spec}, pour un usage professionnel au quotidien.',
    hu: '{kind} {brand} {model} – {spec}, mindennapi professzionális használatra.',
    cs: '{kind} {brand} {model} – {spec}, pro každodenní profesionální použití.',
    nb: '{kind} {brand} {model} – {spec}, for daglig profesjonell bruk.',
    nl: '{kind} {brand} {model} – {spec}, voor dagelijks professioneel gebruik.',
    da: '{kind} {brand} {model} – {spec}, til daglig professionel brug.',
    sv: '{kind} {brand} {model} – {spec}, för daglig professionell användning.',
    es: '{kind} {brand} {model} – {spec}, para el uso profesional diario.',
    fi: '{kind} {brand} {model} – {spec}, päivittäiseen ammattikäyttöön.',
    pl: '{kind} {brand} {model} – {spec}, do codziennego użytku profesjonalnego.',
    ro: '{kind} {brand} {model} – {spec}, pentru utilizare profesională zilnică.',
    lt: '{kind} {brand} {model} – {spec}, kasdieniam profesionaliam naudojimui.',
    sl: '{kind} {brand} {model} – {spec}, za vsakodnevno profesionalno uporabo.',
    bg: '{kind} {brand} {model} – {spec}, за ежедневна професионална употреба.',
    el: '{kind} {brand} {model} – {spec}, για καθημερινή επαγγελματική χρήση.',
    hr: '{kind} {brand} {model} – {spec}, za svakodnevnu profesionalnu upotrebu.',
  },
  long: {
    sk:
      '{kind} {brand} {model}: spoľahlivá voľba pre profesionálov. Hlavný parameter: {spec}. ' +
      'Výrobok je navrhnutý na intenzívne každodenné používanie vo firmách všetkých veľkostí a spĺňa štandardy kvality značky {brand}. ' +
      'Model {model} expedujeme rýchlo z nášho skladu a s akýmikoľvek otázkami vám rád pomôže náš zákaznícky servis.',
    en:
      '{kind} {brand} {model}: a reliable choice for professionals. Key parameter: {spec}. ' +
      'The product is designed for intensive daily use in businesses of all sizes and meets the quality standards of the {brand} brand. ' +
      'We ship model {model} quickly from our own warehouse, and our customer service is happy to help with any questions.',
    de:
      '{kind} {brand} {model}: die zuverlässige Wahl für Profis. Wichtigstes Merkmal: {spec}. ' +
      'Das Produkt ist für den intensiven täglichen Einsatz in Betrieben jeder Größe ausgelegt und erfüllt die Qualitätsstandards der Marke {brand}. ' +
      'Das Modell {model} versenden wir schnell ab Lager, und unser Kundenservice hilft Ihnen bei allen Fragen gern weiter.',
    pt:
      '{kind} {brand} {model}: uma escolha fiável para profissionais. Característica principal: {spec}. ' +
      'O produto foi concebido para uma utilização diária intensiva em empresas de todas as dimensões e cumpre os padrões de qualidade da marca {brand}. ' +
      'Enviamos o modelo {model} rapidamente a partir do nosso armazém, e o nosso apoio ao cliente terá todo o gosto em esclarecer qualquer dúvida.',
    it:
      '{kind} {brand} {model}: una scelta affidabile per i professionisti. Caratteristica principale: {spec}. ' +
      'Il prodotto è progettato per un uso quotidiano intensivo in aziende di ogni dimensione e rispetta gli standard qualitativi del marchio {brand}. ' +
      'Spediamo rapidamente il modello {model} dal nostro magazzino e il nostro servizio clienti è a vostra disposizione per qualsiasi domanda.',
    fr:
      '{kind} {brand} {model} : un choix fiable pour les professionnels. Caractéristique principale : {spec}. ' +
      'Le produit est conçu pour un usage quotidien intensif dans les entreprises de toutes tailles et répond aux normes de qualité de la marque {brand}. ' +
      'Nous expédions rapidement le modèle {model} depuis notre entrepôt, et notre service client se tient à votre disposition pour toute question.',
    hu:
      '{kind} {brand} {model}: megbízható választás szakembereknek. Fő jellemző: {spec}. ' +
      'A terméket minden méretű vállalkozás intenzív napi használatára tervezték, és megfelel a {brand} márka minőségi követelményeinek. ' +
      'Ezt a modellt gyorsan szállítjuk raktárról, kérdés esetén pedig ügyfélszolgálatunk szívesen segít.',
    cs:
      '{kind} {brand} {model}: spolehlivá volba pro profesionály. Hlavní parametr: {spec}. ' +
      'Výrobek je navržen pro intenzivní každodenní používání ve firmách všech velikostí a splňuje standardy kvality značky {brand}. ' +
      'Model {model} expedujeme rychle z našeho skladu a s jakýmikoli dotazy vám rád pomůže náš zákaznický servis.',
    nb:
      '{kind} {brand} {model}: et pålitelig valg for profesjonelle. Viktigste egenskap: {spec}. ' +
      'Produktet er utviklet for intensiv daglig bruk i bedrifter av alle størrelser og oppfyller kvalitetskravene til merket {brand}. ' +
      'Vi sender modellen {model} raskt fra vårt eget lager, og kundeservice hjelper deg gjerne med alle spørsmål.',
    nl:
      '{kind} {brand} {model}: een betrouwbare keuze voor professionals. Belangrijkste kenmerk: {spec}. ' +
      'Het product is ontworpen voor intensief dagelijks gebruik in bedrijven van elke omvang en voldoet aan de kwaliteitsnormen van het merk {brand}. ' +
      'We verzenden het model {model} snel vanuit ons eigen magazijn en onze klantenservice helpt u graag met al uw vragen.',
    da:
      '{kind} {brand} {model}: et pålideligt valg for professionelle. Vigtigste egenskab: {spec}. ' +
      'Produktet er udviklet til intensiv daglig brug i virksomheder af alle størrelser og opfylder kvalitetskravene for mærket {brand}. ' +
      'Vi sender modellen {model} hurtigt fra vores eget lager, og vores kundeservice hjælper gerne med alle spørgsmål.',
    sv:
      '{kind} {brand} {model}: ett pålitligt val för proffs. Viktigaste egenskap: {spec}. ' +
      'Produkten är utvecklad för intensiv daglig användning i företag av alla storlekar och uppfyller kvalitetskraven för varumärket {brand}. ' +
      'Vi skickar modellen {model} snabbt från vårt eget lager, och vår kundtjänst hjälper gärna till med alla frågor.',
    es:
      '{kind} {brand} {model}: una elección fiable para profesionales. Característica principal: {spec}. ' +
      'El producto está diseñado para un uso diario intensivo en empresas de cualquier tamaño y cumple los estándares de calidad de la marca {brand}. ' +
      'Enviamos el modelo {model} rápidamente desde nuestro almacén y nuestro servicio de atención al cliente le ayudará con cualquier consulta.',
    fi:
      '{kind} {brand} {model}: luotettava valinta ammattilaisille. Tärkein ominaisuus: {spec}. ' +
      'Tuote on suunniteltu vaativaan päivittäiseen käyttöön kaikenkokoisissa yrityksissä, ja se täyttää tuotemerkin {brand} laatuvaatimukset. ' +
      'Toimitamme mallin {model} nopeasti omasta varastostamme, ja asiakaspalvelumme auttaa mielellään kaikissa kysymyksissä.',
    pl:
      '{kind} {brand} {model}: niezawodny wybór dla profesjonalistów. Najważniejszy parametr: {spec}. ' +
      'Produkt został zaprojektowany z myślą o intensywnym codziennym użytkowaniu w firmach każdej wielkości i spełnia standardy jakości marki {brand}. ' +
      'Model {model} wysyłamy szybko z naszego magazynu, a nasze biuro obsługi klienta chętnie odpowie na wszelkie pytania.',
    ro:
      '{kind} {brand} {model}: o alegere de încredere pentru profesioniști. Caracteristica principală: {spec}. ' +
      'Produsul este conceput pentru utilizare zilnică intensivă în firme de toate dimensiunile și respectă standardele de calitate ale mărcii {brand}. ' +
      'Expediem rapid modelul {model} din depozitul nostru, iar echipa noastră de relații cu clienții vă ajută cu plăcere la orice întrebare.',
    lt:
      '{kind} {brand} {model}: patikimas pasirinkimas profesionalams. Svarbiausia savybė: {spec}. ' +
      'Gaminys sukurtas intensyviam kasdieniam naudojimui įvairaus dydžio įmonėse ir atitinka prekės ženklo {brand} kokybės standartus. ' +
      'Modelį {model} greitai išsiunčiame iš savo sandėlio, o mūsų klientų aptarnavimo komanda mielai atsakys į visus klausimus.',
    sl:
      '{kind} {brand} {model}: zanesljiva izbira za profesionalce. Glavna lastnost: {spec}. ' +
      'Izdelek je zasnovan za intenzivno vsakodnevno uporabo v podjetjih vseh velikosti in izpolnjuje standarde kakovosti blagovne znamke {brand}. ' +
      'Model {model} hitro odpošljemo iz našega skladišča, naša služba za stranke pa vam z veseljem pomaga pri vseh vprašanjih.',
    bg:
      '{kind} {brand} {model}: надежден избор за професионалисти. Основна характеристика: {spec}. ' +
      'Продуктът е създаден за интензивна ежедневна употреба във фирми от всякакъв мащаб и отговаря на стандартите за качество на марката {brand}. ' +
      'Изпращаме модела {model} бързо от нашия склад, а екипът ни за обслужване на клиенти с удоволствие ще отговори на всички ваши въпроси.',
    el:
      '{kind} {brand} {model}: μια αξιόπιστη επιλογή για επαγγελματίες. Βασικό χαρακτηριστικό: {spec}. ' +
      'Το προϊόν έχει σχεδιαστεί για εντατική καθημερινή χρήση σε επιχειρήσεις κάθε μεγέθους και πληροί τα πρότυπα ποιότητας της μάρκας {brand}. ' +
      'Αποστέλλουμε γρήγορα το μοντέλο {model} από την αποθήκη μας, ενώ η εξυπηρέτηση πελατών μας είναι στη διάθεσή σας για κάθε απορία.',
    hr:
      '{kind} {brand} {model}: pouzdan izbor za profesionalce. Glavna značajka: {spec}. ' +
      'Proizvod je osmišljen za intenzivnu svakodnevnu upotrebu u tvrtkama svih veličina i ispunjava standarde kvalitete robne marke {brand}. ' +
      'Model {model} brzo šaljemo iz našeg skladišta, a naša služba za korisnike rado će vam pomoći sa svim pitanjima.',
  },
  bware: {
    sk: 'B-tovar', en: 'B-stock', de: 'B-Ware', pt: 'Segunda escolha', it: 'Seconda scelta', fr: 'Second choix',
    hu: 'B-áru', cs: 'B-zboží', nb: 'B-vare', nl: 'B-keuze', da: 'B-vare', sv: 'B-vara', es: 'Segunda selección',
    fi: 'B-luokan tuote', pl: 'Produkt klasy B', ro: 'Produs resigilat', lt: 'B klasės prekė', sl: 'B-blago',
    bg: 'Стока клас B', el: 'Προϊόν β΄ διαλογής', hr: 'B-roba',
  },
  set: {
    sk: 'Súprava', en: 'Set', de: 'Set', pt: 'Conjunto', it: 'Kit', fr: 'Ensemble', hu: 'Szett', cs: 'Sada',
    nb: 'Sett', nl: 'Set', da: 'Sæt', sv: 'Set', es: 'Conjunto', fi: 'Setti', pl: 'Zestaw', ro: 'Set',
    lt: 'Rinkinys', sl: 'Komplet', bg: 'Комплект', el: 'Σετ', hr: 'Komplet',
  },
  accessoryFor: {
    sk: 'Príslušenstvo k výrobku:', en: 'Accessory for', de: 'Zubehör für:', pt: 'Acessório para',
    it: 'Accessorio per', fr: 'Accessoire pour', hu: 'Tartozék ehhez:', cs: 'Příslušenství k výrobku:',
    nb: 'Tilbehør til', nl: 'Accessoire voor', da: 'Tilbehør til', sv: 'Tillbehör till', es: 'Accesorio para',
    fi: 'Lisävaruste tuotteeseen:', pl: 'Akcesorium do produktu:', ro: 'Accesoriu pentru',
    lt: 'Priedas gaminiui:', sl: 'Dodatek za izdelek:', bg: 'Аксесоар за', el: 'Αξεσουάρ για:',
    hr: 'Pribor za proizvod:',
  },
  extraGuarantee: {
    sk: 'Predĺžená záruka', en: 'Extra guarantee', de: 'Garantieverlängerung', pt: 'Extensão de garantia',
    it: 'Estensione di garanzia', fr: 'Extension de garantie', hu: 'Kiterjesztett garancia', cs: 'Prodloužená záruka',
    nb: 'Utvidet garanti', nl: 'Extra garantie', da: 'Udvidet garanti', sv: 'Förlängd garanti', es: 'Garantía ampliada',
    fi: 'Lisätakuu', pl: 'Przedłużona gwarancja', ro: 'Garanție extinsă', lt: 'Pratęsta garantija',
    sl: 'Podaljšana garancija', bg: 'Удължена гаранция', el: 'Επέκταση εγγύησης', hr: 'Produljeno jamstvo',
  },
};

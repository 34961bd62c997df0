import type { LanguageCode } from '@shop/domain';

/** The reset e-mail's words in one language; the link goes between `intro` and `ignore`. */
export interface ResetMailText {
  readonly subject: string;
  readonly intro: string;
  readonly action: string;
  readonly ignore: string;
}

/**
 * The reset e-mail in every shop language. Deliberately silent on how long the link lives (the
 * commerce engine decides that, per deployment): what it says is true whatever the setting.
 */
export const RESET_MAIL_TEXTS: Readonly<Record<LanguageCode, ResetMailText>> = {
  sk: {
    subject: 'Obnovenie hesla',
    intro: 'Dostali sme žiadosť o obnovenie hesla k vášmu účtu ProEquip. Otvorte tento odkaz a nastavte si nové heslo:',
    action: 'Nastaviť nové heslo',
    ignore: 'Ak ste o to nežiadali, tento e-mail môžete ignorovať: vaše heslo zostáva nezmenené.',
  },
  en: {
    subject: 'Reset your password',
    intro: 'We received a request to reset the password of your ProEquip account. Open this link to choose a new password:',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    intro: 'Wir haben eine Anfrage erhalten, das Passwort Ihres ProEquip-Kontos zurückzusetzen. Öffnen Sie diesen Link, um ein neues Passwort festzulegen:',
    action: 'Neues Passwort festlegen',
    ignore: 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  },
  pt: {
    subject: 'Redefinir a sua palavra-passe',
    intro: 'Recebemos um pedido para redefinir a palavra-passe da sua conta ProEquip. Abra esta ligação para escolher uma nova palavra-passe:',
    action: 'Escolher uma nova palavra-passe',
    ignore: 'Se não fez este pedido, pode ignorar este e-mail: a sua palavra-passe mantém-se inalterada.',
  },
  it: {
    subject: 'Reimpostazione della password',
    intro: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account ProEquip. Apri questo link per scegliere una nuova password:',
    action: 'Scegli una nuova password',
    ignore: 'Se non hai richiesto tu la reimpostazione, ignora questa e-mail: la tua password resta invariata.',
  },
  fr: {
    subject: 'Réinitialisation de votre mot de passe',
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ProEquip. Ouvrez ce lien pour choisir un nouveau mot de passe :',
    action: 'Choisir un nouveau mot de passe',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  hu: {
    subject: 'Jelszó visszaállítása',
    intro: 'Kérést kaptunk ProEquip-fiókja jelszavának visszaállítására. Új jelszó beállításához nyissa meg ezt a hivatkozást:',
    action: 'Új jelszó beállítása',
    ignore: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: jelszava változatlan marad.',
  },
  cs: {
    subject: 'Obnovení hesla',
    intro: 'Obdrželi jsme žádost o obnovení hesla k vašemu účtu ProEquip. Otevřete tento odkaz a nastavte si nové heslo:',
    action: 'Nastavit nové heslo',
    ignore: 'Pokud jste o to nežádali, můžete tento e-mail ignorovat: vaše heslo zůstává beze změny.',
  },
  nb: {
    subject: 'Tilbakestill passordet ditt',
    intro: 'Vi har mottatt en forespørsel om å tilbakestille passordet til ProEquip-kontoen din. Åpne denne lenken for å velge et nytt passord:',
    action: 'Velg et nytt passord',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten: passordet ditt forblir uendret.',
  },
  nl: {
    subject: 'Je wachtwoord opnieuw instellen',
    intro: 'We hebben een verzoek ontvangen om het wachtwoord van je ProEquip-account opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
    action: 'Nieuw wachtwoord kiezen',
    ignore: 'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft ongewijzigd.',
  },
  da: {
    subject: 'Nulstil din adgangskode',
    intro: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din ProEquip-konto. Åbn dette link for at vælge en ny adgangskode:',
    action: 'Vælg en ny adgangskode',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: din adgangskode forbliver uændret.',
  },
  sv: {
    subject: 'Återställ ditt lösenord',
    intro: 'Vi har fått en begäran om att återställa lösenordet för ditt ProEquip-konto. Öppna den här länken för att välja ett nytt lösenord:',
    action: 'Välj ett nytt lösenord',
    ignore: 'Om du inte har begärt detta kan du bortse från det här e-postmeddelandet: ditt lösenord förblir oförändrat.',
  },
  es: {
    subject: 'Restablecer tu contraseña',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ProEquip. Abre este enlace para elegir una nueva contraseña:',
    action: 'Elegir una nueva contraseña',
    ignore: 'Si no lo has solicitado, puedes ignorar este correo: tu contraseña no cambiará.',
  },
  fi: {
    subject: 'Salasanan palauttaminen',
    intro: 'Saimme pyynnön palauttaa ProEquip-tilisi salasana. Avaa tämä linkki ja valitse uusi salasana:',
    action: 'Valitse uusi salasana',
    ignore: 'Jos et pyytänyt tätä, voit jättää tämän sähköpostin huomiotta: salasanasi pysyy ennallaan.',
  },
  pl: {
    subject: 'Resetowanie hasła',
    intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta ProEquip. Otwórz ten link, aby ustawić nowe hasło:',
    action: 'Ustaw nowe hasło',
    ignore: 'Jeśli to nie Ty wysłałeś tę prośbę, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
  },
  ro: {
    subject: 'Resetarea parolei',
    intro: 'Am primit o solicitare de resetare a parolei contului tău ProEquip. Deschide acest link pentru a alege o parolă nouă:',
    action: 'Alege o parolă nouă',
    ignore: 'Dacă nu ai solicitat acest lucru, poți ignora acest e-mail: parola ta rămâne neschimbată.',
  },
  lt: {
    subject: 'Slaptažodžio atkūrimas',
    intro: 'Gavome prašymą atkurti jūsų ProEquip paskyros slaptažodį. Atidarykite šią nuorodą ir pasirinkite naują slaptažodį:',
    action: 'Pasirinkti naują slaptažodį',
    ignore: 'Jei to neprašėte, galite nekreipti dėmesio į šį el. laišką: jūsų slaptažodis lieka nepakeistas.',
  },
  sl: {
    subject: 'Ponastavitev gesla',
    intro: 'Prejeli smo zahtevo za ponastavitev gesla za vaš račun ProEquip. Odprite to povezavo in izberite novo geslo:',
    action: 'Izberite novo geslo',
    ignore: 'Če tega niste zahtevali, lahko to e-poštno sporočilo prezrete: vaše geslo ostane nespremenjeno.',
  },
  bg: {
    subject: 'Възстановяване на паролата',
    intro: 'Получихме заявка за възстановяване на паролата на вашия профил в ProEquip. Отворете тази връзка, за да изберете нова парола:',
    action: 'Изберете нова парола',
    ignore: 'Ако не сте поискали това, можете да пренебрегнете този имейл: паролата ви остава непроменена.',
  },
  el: {
    subject: 'Επαναφορά κωδικού πρόσβασης',
    intro: 'Λάβαμε αίτημα επαναφοράς του κωδικού πρόσβασης του λογαριασμού σας στο ProEquip. Ανοίξτε αυτόν τον σύνδεσμο για να ορίσετε νέο κωδικό πρόσβασης:',
    action: 'Ορισμός νέου κωδικού πρόσβασης',
    ignore: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το email: ο κωδικός πρόσβασής σας παραμένει ίδιος.',
  },
  hr: {
    subject: 'Ponovno postavljanje lozinke',
    intro: 'Primili smo zahtjev za ponovno postavljanje lozinke vašeg ProEquip računa. Otvorite ovu poveznicu kako biste odabrali novu lozinku:',
    action: 'Odaberite novu lozinku',
    ignore: 'Ako to niste zatražili, zanemarite ovu e-poruku: vaša lozinka ostaje nepromijenjena.',
  },
};

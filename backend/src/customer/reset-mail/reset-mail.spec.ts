import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_CODES } from '@shop/domain';
import { resetMail } from './reset-mail.js';
import { RESET_MAIL_TEXTS } from './reset-mail-texts.js';

describe('the reset e-mail', () => {
  it('has a subject, text and action in each of the 21 shop languages, translated (none but English equal to English)', () => {
    expect(Object.keys(RESET_MAIL_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
    const english = RESET_MAIL_TEXTS.en;
    for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
      const words = RESET_MAIL_TEXTS[language];
      for (const key of ['subject', 'intro', 'action', 'ignore'] as const) {
        expect(words[key].trim()).not.toBe('');
        expect(words[key]).not.toBe(english[key]);
      }
    }
  });

  it('is written in the locale\'s language, falling back to English', () => {
    expect(resetMail('fr-CH', 'https://www.proequip.ch/fr/x').subject).toBe('Réinitialisation de votre mot de passe');
    expect(resetMail('el-GR', 'https://www.proequip.gr/x').subject).toBe('Επαναφορά κωδικού πρόσβασης');
    expect(resetMail('xx-YY', 'https://www.proequip.sk/x').subject).toBe('Reset your password');
  });

  it('carries the link in the text and, escaped, in the HTML', () => {
    const link = 'https://www.proequip.de/password-reset/change-password?token=a&b=<c>';
    const mail = resetMail('de-DE', link);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('href="https://www.proequip.de/password-reset/change-password?token=a&amp;b=&lt;c&gt;"');
    expect(mail.html).not.toContain('<c>');
  });
});

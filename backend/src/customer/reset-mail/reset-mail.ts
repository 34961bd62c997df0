import { isLanguageCode } from '@shop/domain';
import { RESET_MAIL_TEXTS } from './reset-mail-texts.js';

export interface ResetMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The reset e-mail for a locale ('de-AT': German; an unknown language: English), plain text and simple HTML. */
export function resetMail(locale: string, link: string): ResetMail {
  const language = locale.split('-')[0]?.toLowerCase();
  const words = RESET_MAIL_TEXTS[isLanguageCode(language) ? language : 'en'];
  const text = `${words.intro}\n\n${link}\n\n${words.ignore}\n\nProEquip\n`;
  const html = `<!doctype html>
<html lang="${escapeHtml(language ?? 'en')}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>
<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #222">
<p>${escapeHtml(words.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 16px; background: #0a5; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(words.action)}</a></p>
<p style="font-size: 13px; word-break: break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(words.ignore)}</p>
<p>ProEquip</p>
</body></html>
`;
  return { subject: words.subject, text, html };
}

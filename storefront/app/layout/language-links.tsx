import type { LocaleCode } from '@shop/markets';
import { useIntl } from 'react-intl';
import { useShell } from '../shop/shell';
import { Disclosure } from '../ui/disclosure';
import { GlobeIcon } from '../ui/icons';
import type { ChromeData } from './chrome';

/**
 * The locale cookie as the server writes it (365 days, path /, SameSite Lax). The server sets it
 * from a path prefix, but the country's default language has no prefix ('/' is home), so the
 * cookie must change before the browser asks for it, or the old language would still win.
 */
function rememberLocale(cookie: ChromeData['localeCookie'], code: LocaleCode): void {
  document.cookie = `${cookie.name}=${code}; Max-Age=${cookie.maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** True in multi-language countries (BE, CH): only there is a language choice shown. */
export function useHasLanguageChoice(): boolean {
  return useShell().market.languages.length > 1;
}

/**
 * The country's languages, each a full page load of that language's home page (spec 1 §1:
 * changing language goes to the home page of the chosen language and country).
 */
export function LanguageLinks({ className }: { className?: string }) {
  const { market, chrome } = useShell();
  return (
    <ul className={className}>
      {market.languages.map((option) => {
        const href = chrome.languageHomes[option.code] ?? '/';
        const current = option.code === market.locale;
        return (
          <li key={option.code}>
            <a
              href={href}
              lang={option.code}
              hrefLang={option.code}
              aria-current={current ? 'true' : undefined}
              className="language-link"
              data-testid={`language-${option.code}`}
              onClick={() => rememberLocale(chrome.localeCookie, option.code)}
            >
              {option.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

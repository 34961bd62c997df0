import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalPath, useShell } from '../shop/shell';
import { ReturnIcon } from '../ui/icons';
import { SmartLink } from '../ui/smart-link';
import type { FooterColumnData } from './chrome';
import { resolveFooterLink, type FooterLinkLookups } from './footer-links';
import { LanguageLinks } from './language-links';
import { NewsletterSignup } from './newsletter-signup';
import { SocialLinks } from './social-links';
import './footer.css';

/** Spec 1 §1: the copyright line is a range starting at 2007. */
export const COPYRIGHT_FROM = 2007;

/** The CMS's translation keys the storefront has texts for. */
const TRANSLATION_KEYS: Readonly<Record<string, string>> = {
  'order-tracking': 'layout.footer.orderTracking',
  'my-account': 'layout.footer.myAccount',
  jobs: 'layout.footer.jobs',
};

function useFooterLookups(): FooterLinkLookups {
  const intl = useIntl();
  const local = useLocalPath();
  const { chrome } = useShell();
  const routes: Readonly<Record<string, string | undefined>> = {
    'my-account': local('/my-account'),
    // The self-service site needs a signed link for the customer, which the account's page fetches.
    'my-orders': local('/my-account/my-orders'),
    careers: chrome.links.careers,
  };
  return {
    translate: (key) => {
      const id = TRANSLATION_KEYS[key];
      return id ? intl.formatMessage({ id }) : undefined;
    },
    route: (key) => routes[key],
  };
}

function FooterColumn({ column, index, lookups }: { column: FooterColumnData; index: number; lookups: FooterLinkLookups }) {
  const links = column.links.flatMap((link) => resolveFooterLink(link, lookups) ?? []);
  if (links.length === 0) return null;
  const headingId = `footer-column-${index}`;
  return (
    <section className="footer__column" aria-labelledby={headingId}>
      <h2 className="footer__heading" id={headingId}>
        {column.heading}
      </h2>
      <ul className="footer__links">
        {links.map((link) => (
          <li key={`${link.href}|${link.label}`}>
            <SmartLink to={link.href}>{link.label}</SmartLink>
            {link.tag && <span className="footer__tag">{link.tag}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec 1 §2's footer: the CMS's four columns (customer service, about us, our products, our
 * brands), the language switcher of multi-language countries, the returns portal, social links
 * and the copyright line; above them, the guests' newsletter sign-up.
 */
export function Footer() {
  const { year, chrome, market } = useShell();
  const local = useLocalPath();
  const intl = useIntl();
  const lookups = useFooterLookups();
  const returns = chrome.links.returnsPortal;
  return (
    <footer className="footer" data-testid="footer">
      <div className="footer__inner">
        <NewsletterSignup />
        {chrome.footerColumns && chrome.footerColumns.length > 0 && (
          <div className="footer__columns">
            {chrome.footerColumns.map((column, index) => (
              <FooterColumn key={column.heading} column={column} index={index} lookups={lookups} />
            ))}
          </div>
        )}
        <div className="footer__service">
          <SmartLink to={returns ?? local('/return-policy/')} className="footer__returns" data-testid="returns-portal">
            <ReturnIcon size={20} />
            <FormattedMessage id="layout.footer.returnsPortal" />
          </SmartLink>
          {market.languages.length > 1 && (
            <nav className="footer__languages" aria-label={intl.formatMessage({ id: 'layout.language' })} data-testid="footer-languages">
              <LanguageLinks className="footer__language-list" />
            </nav>
          )}
          <SocialLinks />
        </div>
        <p className="footer__copyright">
          <FormattedMessage id="layout.copyright" values={{ from: COPYRIGHT_FROM, to: year }} />
        </p>
      </div>
    </footer>
  );
}

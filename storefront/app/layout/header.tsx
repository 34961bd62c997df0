import { FormattedMessage, useIntl } from 'react-intl';
import { serverReadyLazy } from '../shop/server-ready-lazy';
import { useLocalPath } from '../shop/shell';
import { AccountMenu } from './account-menu';
import { CartButton } from './cart-button';
import { CategoryBar } from './category-bar';
import { ContactPanel } from './contact-panel';
import { HeaderSearch } from './header-search';
import { useHasLanguageChoice } from './language-links';
import { MenuToggle } from './navigation-drawer';
import { TrustRating } from './trust-rating';
import { ShopLink } from '../ui/shop-link';
import './header.css';

function Logo() {
  const local = useLocalPath();
  const intl = useIntl();
  return (
    <ShopLink to={local('/')} className="header__logo" aria-label={intl.formatMessage({ id: 'layout.logoLabel' })}>
      <svg className="header__logo-mark" width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="var(--color-brand)" />
        <path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="var(--color-surface)" />
        <circle cx="23" cy="22" r="3" fill="var(--color-accent)" />
      </svg>
      <span className="header__logo-text">
        Pro<span>Equip</span>
      </span>
    </ShopLink>
  );
}

// Only multi-language countries (BE, CH) have a language selector: elsewhere its code never loads;
// there the server names its chunk in the page's head.
const LanguageSelector = serverReadyLazy(() => import('./language-selector').then((module) => module.LanguageSelector), 'app/layout/language-selector.tsx');

/**
 * Spec 1 §2's header: logo, search, language selector (multi-language countries), contact,
 * trust rating, account, cart; under it the category bar unless the layout leaves it out.
 */
export function Header({ withCategoryBar = true }: { withCategoryBar?: boolean }) {
  const hasLanguageChoice = useHasLanguageChoice();
  return (
    <header className="header" data-testid="header">
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <div className="header__bar">
        <MenuToggle className="header__menu" />
        <Logo />
        <div className="header__search">
          <HeaderSearch />
        </div>
        <div className="header__actions">
          <TrustRating />
          {hasLanguageChoice && <LanguageSelector />}
          <ContactPanel />
          <AccountMenu />
          <CartButton />
        </div>
      </div>
      {withCategoryBar && <CategoryBar />}
    </header>
  );
}

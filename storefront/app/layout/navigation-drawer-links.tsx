import { FormattedMessage } from 'react-intl';
import { useShell } from '../shop/shell';
import { TagIcon } from '../ui/icons';
import { LanguageLinks } from './language-links';
import { ShopLink } from '../ui/shop-link';

/**
 * What the navigation drawer lists (navigation-drawer.tsx loads it the first time the drawer is
 * wanted): the first-level categories, the on-sale link and the languages of a multi-language country.
 */
export function NavigationDrawerLinks({ drawerId }: { drawerId: string }) {
  const { chrome, market } = useShell();
  return (
    <>
      <ul className="navigation-drawer__list">
        {chrome.categories.map((category) => (
          <li key={category.key}>
            <ShopLink to={category.href} className="navigation-drawer__link">
              {category.name}
            </ShopLink>
          </li>
        ))}
        <li>
          <ShopLink to={chrome.onSaleHref} className="navigation-drawer__link navigation-drawer__link--sale">
            <TagIcon size={18} />
            <FormattedMessage id="layout.onSale" />
          </ShopLink>
        </li>
      </ul>
      {market.languages.length > 1 && (
        <nav className="navigation-drawer__languages" aria-labelledby={`${drawerId}-languages`}>
          <h3 id={`${drawerId}-languages`} className="disclosure-heading">
            <FormattedMessage id="layout.language" />
          </h3>
          <LanguageLinks className="menu-list" />
        </nav>
      )}
    </>
  );
}

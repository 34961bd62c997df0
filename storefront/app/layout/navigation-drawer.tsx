import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useShell } from '../shop/shell';
import { CloseIcon, MenuIcon, TagIcon } from '../ui/icons';
import { LanguageLinks } from './language-links';
import { isNavigationOpenAtom } from './navigation-state';

const DRAWER_ID = 'navigation-drawer';

/** The category menu toggle (spec 1 §2); the category bar stays the way in without JavaScript. */
export function MenuToggle({ className, withLabel = false }: { className?: string; withLabel?: boolean }) {
  const setOpen = useSetAtom(isNavigationOpenAtom);
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'layout.allCategories' });
  return (
    <button
      type="button"
      className={`menu-toggle${className ? ` ${className}` : ''}`}
      aria-haspopup="dialog"
      aria-controls={DRAWER_ID}
      aria-label={withLabel ? undefined : label}
      onClick={() => setOpen(true)}
    >
      <MenuIcon size={22} />
      {withLabel && <span>{label}</span>}
    </button>
  );
}

/**
 * The navigation drawer: a modal dialog (focus kept inside, Escape closes, focus returns to the
 * toggle) listing the first-level categories and the on-sale link, and the languages of a
 * multi-language country (on phones the header has no room for its selector). Closes on navigation.
 */
export function NavigationDrawer() {
  const [open, setOpen] = useAtom(isNavigationOpenAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const { chrome, market } = useShell();
  const location = useLocation();
  const intl = useIntl();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    setOpen(false);
  }, [location.key, setOpen]);

  return (
    <dialog
      ref={dialog}
      id={DRAWER_ID}
      className="navigation-drawer"
      aria-labelledby={`${DRAWER_ID}-title`}
      onClose={() => setOpen(false)}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its panel) closes it.
        if (event.target === dialog.current) setOpen(false);
      }}
    >
      <div className="navigation-drawer__panel">
        <div className="navigation-drawer__head">
          <h2 id={`${DRAWER_ID}-title`} className="navigation-drawer__title">
            <FormattedMessage id="layout.categories" />
          </h2>
          <button
            type="button"
            className="navigation-drawer__close"
            onClick={() => setOpen(false)}
            aria-label={intl.formatMessage({ id: 'layout.closeMenu' })}
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <ul className="navigation-drawer__list">
          {chrome.categories.map((category) => (
            <li key={category.key}>
              <Link to={category.href} className="navigation-drawer__link">
                {category.name}
              </Link>
            </li>
          ))}
          <li>
            <Link to={chrome.onSaleHref} className="navigation-drawer__link navigation-drawer__link--sale">
              <TagIcon size={18} />
              <FormattedMessage id="layout.onSale" />
            </Link>
          </li>
        </ul>
        {market.languages.length > 1 && (
          <nav className="navigation-drawer__languages" aria-labelledby={`${DRAWER_ID}-languages`}>
            <h3 id={`${DRAWER_ID}-languages`} className="disclosure-heading">
              <FormattedMessage id="layout.language" />
            </h3>
            <LanguageLinks className="menu-list" />
          </nav>
        )}
      </div>
    </dialog>
  );
}

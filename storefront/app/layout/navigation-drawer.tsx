import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { PREFETCH_IDLE_TIMEOUT_MS } from './idle-prefetch';
import { isNavigationOpenAtom } from './navigation-state';
import { whenIdle } from './when-idle';

const DRAWER_ID = 'navigation-drawer';

type DrawerLinks = ComponentType<{ drawerId: string }>;
/** The drawer's lists, once loaded: they are not needed until the drawer first opens. */
let drawerLinks: DrawerLinks | undefined;
const loadDrawerLinks = (): Promise<DrawerLinks> =>
  import('./navigation-drawer-links').then((module) => (drawerLinks = module.NavigationDrawerLinks));

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
  const [Links, setLinks] = useState<DrawerLinks | undefined>(() => drawerLinks);
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const intl = useIntl();

  // The lists load when the browser is idle, or at once when the drawer is asked for before.
  useEffect(() => {
    if (Links) return undefined;
    let active = true;
    const load = () =>
      void loadDrawerLinks()
        .then((component) => active && setLinks(() => component))
        .catch(() => undefined);
    if (open) {
      load();
      return () => {
        active = false;
      };
    }
    const cancel = whenIdle(load, PREFETCH_IDLE_TIMEOUT_MS);
    return () => {
      active = false;
      cancel();
    };
  }, [Links, open]);

  // It opens once its lists are there, so focus and the dialog's size are right from the start.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && Links && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, Links]);

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
        {Links && <Links drawerId={DRAWER_ID} />}
      </div>
    </dialog>
  );
}

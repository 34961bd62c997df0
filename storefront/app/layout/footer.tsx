import { FormattedMessage } from 'react-intl';
import { useShell } from '../shop/shell';

/** Spec 1 §1: the copyright line is a range starting at 2007. */
export const COPYRIGHT_FROM = 2007;

export function Footer() {
  const { year } = useShell();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <p className="footer__copyright">
          <FormattedMessage id="layout.copyright" values={{ from: COPYRIGHT_FROM, to: year }} />
        </p>
      </div>
    </footer>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { buttonClass } from '../ui/button';
import './account.css';

/**
 * An honest page for a route whose screen comes with a later release: it exists, guards and says
 * so, and offers a way on. It never shows a form that would do nothing.
 */
export function UpcomingPage({ title, text, children, centred = false }: { title: ReactNode; text: ReactNode; children?: ReactNode; centred?: boolean }) {
  const local = useLocalPath();
  return (
    <div className={`page upcoming${centred ? ' page--centred' : ''}`}>
      <div className="upcoming__card">
        <h1 className="upcoming__title">{title}</h1>
        <p className="upcoming__text">{text}</p>
        {children}
        <p className="upcoming__actions">
          <Link to={local('/')} className={buttonClass('secondary', 'md')}>
            <FormattedMessage id="account.home" />
          </Link>
        </p>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import './account.css';

/**
 * The centred card the login, registration, password-reset and log-out pages stand in: its title,
 * an optional intro, then what the page asks. `className` adds a page's own layout (`login`, …).
 */
export function AccountCard({ title, intro, className, children }: { title: ReactNode; intro?: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <div className="page account-card page--centred">
      <div className={className ? `account-card__card ${className}` : 'account-card__card'}>
        <h1 className="account-card__title">{title}</h1>
        {intro !== undefined && <p className="account-card__text">{intro}</p>}
        {children}
      </div>
    </div>
  );
}

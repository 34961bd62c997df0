import { FormattedMessage } from 'react-intl';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Notice } from '../../ui/notice';
import type { SocialProvider, SocialSignInData } from './social-sign-in.server';
import './social-sign-in.css';

/** Why a social sign-in came back to the login page (the backend's `?social=`); each has its message. */
const PROBLEMS = ['refused', 'unverified', 'cancelled', 'unavailable'] as const;
type SocialProblem = (typeof PROBLEMS)[number];

const isProblem = (value: string | null): value is SocialProblem => PROBLEMS.includes(value as SocialProblem);

function ProviderMark({ provider }: { provider: SocialProvider }) {
  return <span className={`social-sign-in__mark social-sign-in__mark--${provider}`} aria-hidden="true">{provider === 'google' ? 'G' : 'f'}</span>;
}

/**
 * Why the last social sign-in came back to the login page, shown at the top of the card with the
 * password login's own notices, where a shopper returning from the provider sees it first.
 */
export function SocialSignInProblem() {
  const problem = useSearchParams()[0].get('social');
  if (!isProblem(problem)) return null;
  return (
    <Notice type="error" id="social-sign-in-error">
      <FormattedMessage id={`account.social.error.${problem}`} />
    </Notice>
  );
}

/**
 * 'Continue with Google / Facebook' on the login pages, for the providers the backend has settings
 * for (none: nothing at all). Plain links to the backend's start (through the storefront's /api
 * proxy, one origin), so they work without JavaScript and are never a client-side navigation.
 */
export function SocialSignIn() {
  const social = (useLoaderData() as { social?: SocialSignInData } | null)?.social;
  const { pathname } = useLocation();
  if (!social || social.providers.length === 0) return null;
  const query = new URLSearchParams({ returnTo: social.returnTo, loginPage: pathname }).toString();
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__divider">
        <FormattedMessage id="account.social.divider" />
      </p>
      <ul className="social-sign-in__providers">
        {social.providers.map((provider) => (
          <li key={provider}>
            <a className={`social-sign-in__link social-sign-in__link--${provider}`} href={`/api/social/${provider}/start?${query}`} rel="nofollow">
              <ProviderMark provider={provider} />
              <FormattedMessage id={`account.social.continueWith.${provider}`} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

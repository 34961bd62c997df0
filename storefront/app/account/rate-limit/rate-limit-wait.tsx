import { FormattedMessage } from 'react-intl';
import type { RateLimited } from './rate-limit.server';

/** Whole minutes to wait, at least one: "try again in 0 min." would read as "now". */
export const minutesToWait = (retryAfterSeconds: number): number => Math.max(1, Math.ceil(retryAfterSeconds / 60));

/** The translated answer to a rate limit of any account form: too many tries, and the wait when known. */
export function RateLimitWait({ retryAfterSeconds }: RateLimited) {
  if (retryAfterSeconds === undefined) return <FormattedMessage id="account.rateLimit.later" />;
  return <FormattedMessage id="account.rateLimit.wait" values={{ minutes: minutesToWait(retryAfterSeconds) }} />;
}

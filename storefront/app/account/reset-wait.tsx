import { FormattedMessage } from 'react-intl';
import type { ResetRefusal } from './password-reset.server';
import { RateLimitWait } from './rate-limit/rate-limit-wait';

/** The form-wide refusals of the reset flow: too many tries (with the wait, when known) or the shop unreachable. */
export function ResetCallProblem({ refusal }: { refusal: ResetRefusal }) {
  if (refusal.problem === 'unavailable') return <FormattedMessage id="account.passwordReset.error.unavailable" />;
  return <RateLimitWait retryAfterSeconds={refusal.retryAfterSeconds} />;
}

export const isCallProblem = (refusal: ResetRefusal | undefined): refusal is ResetRefusal =>
  refusal?.problem === 'rate-limited' || refusal?.problem === 'unavailable';

import { FormattedMessage } from 'react-intl';
import type { ResetRefusal } from './password-reset.server';

/** The form-wide refusals of the reset flow: too many tries (with the wait, when known) or the shop unreachable. */
export function ResetCallProblem({ refusal }: { refusal: ResetRefusal }) {
  if (refusal.problem === 'unavailable') return <FormattedMessage id="account.passwordReset.error.unavailable" />;
  if (refusal.retryAfterSeconds === undefined) return <FormattedMessage id="account.passwordReset.error.rate-limited" />;
  return <FormattedMessage id="account.passwordReset.error.rate-limited-wait" values={{ minutes: Math.max(1, Math.ceil(refusal.retryAfterSeconds / 60)) }} />;
}

export const isCallProblem = (refusal: ResetRefusal | undefined): refusal is ResetRefusal =>
  refusal?.problem === 'rate-limited' || refusal?.problem === 'unavailable';

import { isValidPassword } from '@shop/domain';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import { useLocalPath } from '../shop/shell';
import { buttonClass } from '../ui/button';
import { Notice } from '../ui/notice';
import type { ResetRefusal } from './password-reset.server';
import { ResetField } from './reset-field';
import { isCallProblem, ResetCallProblem } from './reset-wait';
import { ResetCard } from './reset-card';

interface ChangePageProps {
  /** The e-mailed link's token; empty when the link lost it. */
  readonly token: string;
  readonly refusal: ResetRefusal | undefined;
}

/** An invalid, used, expired or missing token: said plainly, with the way to a new link. */
function TokenProblem() {
  const local = useLocalPath();
  return (
    <>
      <Notice type="error" id="token-problem">
        <FormattedMessage id="account.passwordResetChange.error.token" />
      </Notice>
      <p className="login__links">
        <Link to={local('/password-reset')} className={buttonClass('primary', 'lg')}>
          <FormattedMessage id="account.passwordResetChange.requestNew" />
        </Link>
      </p>
    </>
  );
}

/**
 * /password-reset/change-password?token=…: new password and its repeat in a plain POST form. The
 * browser checks the domain's password rule and the repeat with the server's translated words, so
 * a shopper with JavaScript hears the same thing the server's answer would say.
 */
export function PasswordResetChangePage({ token, refusal }: ChangePageProps) {
  const intl = useIntl();
  const submitting = useNavigation().state === 'submitting';
  const passwordMessage = intl.formatMessage({ id: 'account.passwordResetChange.error.password' });
  const mismatchMessage = intl.formatMessage({ id: 'account.passwordResetChange.error.mismatch' });
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const password = form.elements.namedItem('password') as HTMLInputElement;
    const repeat = form.elements.namedItem('repeat') as HTMLInputElement;
    password.setCustomValidity(password.value === '' || isValidPassword(password.value) ? '' : passwordMessage);
    repeat.setCustomValidity(repeat.value === '' || repeat.value === password.value ? '' : mismatchMessage);
  };
  const tokenRefused = token === '' || refusal?.problem === 'token';
  return (
    <ResetCard titleId="account.passwordResetChange.title">
      {tokenRefused ? (
        <TokenProblem />
      ) : (
        <>
          <p className="account-card__text">
            <FormattedMessage id="account.passwordResetChange.intro" />
          </p>
          {isCallProblem(refusal) && (
            <Notice type="error">
              <ResetCallProblem refusal={refusal} />
            </Notice>
          )}
          <Form method="post" className="login__form" onInput={check}>
            <input type="hidden" name="token" value={token} />
            <ResetField
              label={<FormattedMessage id="account.passwordResetChange.password" />}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
              problem={refusal?.problem === 'password' ? passwordMessage : undefined}
            />
            <ResetField
              label={<FormattedMessage id="account.passwordResetChange.repeat" />}
              name="repeat"
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
              problem={refusal?.problem === 'mismatch' ? mismatchMessage : undefined}
            />
            <button type="submit" className={buttonClass('primary', 'lg')} disabled={submitting}>
              {intl.formatMessage({ id: 'account.passwordResetChange.submit' })}
            </button>
          </Form>
        </>
      )}
    </ResetCard>
  );
}

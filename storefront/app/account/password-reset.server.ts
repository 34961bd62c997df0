import { isValidEmail, passwordProblem } from '@shop/domain';
import { data, redirect } from 'react-router';
import { BackendError } from '../shop/backend.server';
import { localPath } from '../shop/guards.server';
import { RESET_DONE_QUERY } from './password-reset-done';
import { rateLimitOf, retryAfterHeaders } from './rate-limit/rate-limit.server';
import type { ShopRequest } from '../shop/shop-context';

/** Spec 2 §2: after the request, the shopper is told to check their e-mail (before the language prefix). */
export const CHECK_EMAIL_PATH = '/password-reset/check-email';


/** Why a request or change did not go through; each has its message (account.passwordReset*.error.*). */
export type ResetProblem = 'email' | 'token' | 'password' | 'mismatch' | 'rate-limited' | 'unavailable';

export interface ResetRefusal {
  readonly problem: ResetProblem;
  /** The backend's wait before another try, on a 429 that said. */
  readonly retryAfterSeconds?: number;
  /** Shown again in the request form. */
  readonly email?: string;
}

const STATUS: Record<ResetProblem, number> = { email: 400, token: 400, password: 400, mismatch: 400, 'rate-limited': 429, unavailable: 503 };

const refuse = (refusal: ResetRefusal) => data(refusal, { status: STATUS[refusal.problem], headers: retryAfterHeaders(refusal) });

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A failed call the form can explain: a 429 with its wait, or the shop being unreachable. */
function callProblem(error: unknown, method: string): ResetRefusal {
  const limited = rateLimitOf(error);
  if (limited) return { problem: 'rate-limited', ...limited };
  console.error(`${method} failed: ${(error as Error).message}`);
  return { problem: 'unavailable' };
}

/**
 * The request form's post: the backend answers `{}` whether or not the address has an account
 * (no account enumeration), so every accepted address goes on to the same check-email page (303):
 * the account's, or the checkout's own (`checkEmailPath`).
 */
export async function requestPasswordReset(shop: ShopRequest, request: Request, checkEmailPath: string = CHECK_EMAIL_PATH) {
  const email = field(await request.formData(), 'email').trim();
  if (!isValidEmail(email)) return refuse({ problem: 'email', email });
  try {
    await shop.backend.call('requestPasswordReset', [{ email }]);
  } catch (error) {
    return refuse({ ...callProblem(error, 'requestPasswordReset'), email });
  }
  throw redirect(localPath(shop, checkEmailPath), 303);
}

/** The token of the e-mailed link; empty when the link lost it. */
export const tokenOf = (request: Request): string => new URL(request.url).searchParams.get('token')?.trim() ?? '';

/** A refusal of the token itself (commercetools: unknown or used 404, expired 400), not of the password. */
function isTokenRefusal(error: BackendError): boolean {
  if (error.status === 404) return true;
  if (error.status !== 400) return false;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return !String(message ?? '').includes('newPassword');
}

/**
 * The change form's post: the domain's password rule and the repeat are checked here (the browser
 * checks them too, but a plain post must get the same answer), then the backend sets the password
 * with the link's token in the market's store. Success goes on to the login page with its notice.
 */
export async function changePassword(shop: ShopRequest, request: Request) {
  const form = await request.formData();
  const tokenValue = field(form, 'token').trim() || tokenOf(request);
  const newPassword = field(form, 'password');
  if (tokenValue === '') return refuse({ problem: 'token' });
  if (newPassword.length > 128 || passwordProblem(newPassword)) return refuse({ problem: 'password' });
  if (field(form, 'repeat') !== newPassword) return refuse({ problem: 'mismatch' });
  try {
    await shop.backend.call('customerResetPassword', [{ tokenValue, newPassword, storeKey: shop.storeKey }]);
  } catch (error) {
    if (error instanceof BackendError && isTokenRefusal(error)) return refuse({ problem: 'token' });
    if (error instanceof BackendError && error.status === 400) return refuse({ problem: 'password' });
    return refuse(callProblem(error, 'customerResetPassword'));
  }
  throw redirect(localPath(shop, `/login?${RESET_DONE_QUERY}`), 303);
}

import { isValidEmail } from '@shop/domain';
import { data, redirect } from 'react-router';
import { BackendError } from '../shop/backend.server';
import { localHome } from '../shop/guards.server';
import type { ShopRequest } from '../shop/shop-context';
import { rateLimitOf, retryAfterHeaders } from './rate-limit/rate-limit.server';

/** Why a login did not go through; each has its message (account.login.error.*). */
export type SignInProblem = 'input' | 'credentials' | 'rate-limited' | 'unavailable';

export interface SignInRefusal {
  readonly problem: SignInProblem;
  /** Shown again in the form, so the shopper only retypes the password. */
  readonly email: string;
  /** The backend's wait before another try, on a 429 that said. */
  readonly retryAfterSeconds?: number;
}

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function problemOf(error: unknown): SignInProblem {
  if (error instanceof BackendError) {
    const code = (error.body as { code?: unknown } | undefined)?.code;
    if (code === 'InvalidCredentials') return 'credentials';
    if (error.status === 400) return 'input';
  }
  return 'unavailable';
}

const STATUS: Record<SignInProblem, number> = { input: 400, credentials: 400, 'rate-limited': 429, unavailable: 503 };

/**
 * The login form's post (spec 1 §2: after login the shopper goes home, or from the checkout's login
 * on to its next step; spec 2: the guest cart is merged by the backend's signIn). The backend's
 * session cookie reaches the shopper through the root middleware; a refusal answers with its
 * status and the e-mail kept.
 */
export async function signIn(shop: ShopRequest, request: Request, destination: string = localHome(shop)): Promise<ReturnType<typeof data<SignInRefusal>>> {
  const form = await request.formData();
  const email = field(form, 'email').trim();
  const password = field(form, 'password');
  if (!isValidEmail(email) || password === '') return data({ problem: 'input', email }, { status: STATUS.input });
  try {
    await shop.backend.call('signIn', [{ email, password }]);
  } catch (error) {
    const limited = rateLimitOf(error);
    if (limited) return data({ problem: 'rate-limited', email, ...limited }, { status: STATUS['rate-limited'], headers: retryAfterHeaders(limited) });
    const problem = problemOf(error);
    if (problem === 'unavailable') console.error(`signIn failed: ${(error as Error).message}`);
    return data({ problem, email }, { status: STATUS[problem] });
  }
  throw redirect(destination);
}

import { isValidEmail } from '@shop/domain';

/** Who the provider says signed in, as far as the shop needs it. */
export interface SocialIdentity {
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** Why a provider's answer cannot sign anyone in. */
export type IdentityRefusal = 'unverified';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : undefined);

function names(claims: Readonly<Record<string, unknown>>): Pick<SocialIdentity, 'firstName' | 'lastName'> {
  const first = text(claims['given_name']) ?? text(claims['first_name']);
  const last = text(claims['family_name']) ?? text(claims['last_name']);
  if (first !== undefined || last !== undefined) return { ...(first ? { firstName: first } : {}), ...(last ? { lastName: last } : {}) };
  const whole = text(claims['name']);
  if (whole === undefined) return {};
  const space = whole.lastIndexOf(' ');
  return space < 0 ? { firstName: whole } : { firstName: whole.slice(0, space), lastName: whole.slice(space + 1) };
}

/**
 * The OpenID Connect provider's userinfo (or ID token claims): an e-mail counts only when the
 * provider vouches for it, `email_verified: true` (OpenID Connect Core §5.1); anything else
 * (false, missing, the string "true") is refused, so nobody takes over an account by typing
 * someone else's address at a provider.
 */
export function oidcIdentity(claims: Readonly<Record<string, unknown>>): SocialIdentity | IdentityRefusal {
  const email = text(claims['email']);
  if (email === undefined || !isValidEmail(email) || claims['email_verified'] !== true) return 'unverified';
  return { email, ...names(claims) };
}

/**
 * The Facebook-type provider's `/me` answer (id, name, email). Reading chosen: it has no
 * email_verified claim; Facebook returns `email` only for a confirmed primary address (Graph API
 * User: "will not be returned if no valid email address is available"), so an e-mail it returns
 * counts as verified — unless the answer itself says otherwise (`email_verified` or `verified`
 * false), which a provider of this type may add. No e-mail, no sign-in.
 */
export function oauthIdentity(answer: Readonly<Record<string, unknown>>): SocialIdentity | IdentityRefusal {
  const email = text(answer['email']);
  if (email === undefined || !isValidEmail(email) || answer['email_verified'] === false || answer['verified'] === false) return 'unverified';
  return { email, ...names(answer) };
}

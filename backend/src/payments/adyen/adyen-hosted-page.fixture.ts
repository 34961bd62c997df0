/** Drop-in's redirect action as Adyen answers it. */
export interface RedirectAction {
  readonly type: string;
  readonly url: string;
  readonly method?: string;
}

/**
 * What the shopper does on the fake's hosted page (a bank's, or the issuer's 3-D Secure
 * challenge): the form is posted as a browser would, and the redirectResult the shopper is sent
 * back with is read from the redirect to the shop's returnUrl.
 */
export async function decideOnHostedPage(action: RedirectAction, form: Record<string, string>): Promise<string> {
  if (action.type !== 'redirect') throw new Error(`expected a redirect action, got ${JSON.stringify(action)}`);
  const page = await fetch(action.url);
  if (page.status !== 200) throw new Error(`the hosted page answered ${page.status}`);
  const answer = await fetch(action.url, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(),
  });
  const location = answer.headers.get('location');
  if (answer.status < 300 || answer.status > 399 || !location) throw new Error(`the hosted page did not send the shopper back (${answer.status})`);
  const redirectResult = new URL(location).searchParams.get('redirectResult');
  if (!redirectResult) throw new Error(`no redirectResult in ${location}`);
  return redirectResult;
}

export const authorise = { decision: 'authorise' };
export const cancel = { decision: 'cancel' };
export const challengePassword = (password: string) => ({ password, decision: 'submit' });

import type { IncomingMessage, ServerResponse } from 'node:http';
import { CHALLENGE_PASSWORD } from './card.js';
import type { FakeContext } from './context.js';
import { formatMinorUnits } from './currencies.js';
import { readBody, redirect, sendHtml } from './http-io.js';
import { finish, NOT_AUTHENTICATED } from './outcomes.js';
import { escapeHtml, page } from './page-html.js';
import { METHOD_TYPES } from './payment-method-types.js';
import type { FakePayment } from './payment-store.js';

const REDIRECT_PAGE = /^\/hpp\/redirect\/([A-Z0-9]+)$/;
const CHALLENGE_PAGE = /^\/threeDS\/challenge\/([A-Z0-9]+)$/;

/** Back to the shop: a GET to returnUrl with the opaque redirectResult, as Adyen returns the shopper. */
function returnToShop(ctx: FakeContext, res: ServerResponse, payment: FakePayment): void {
  const target = new URL(payment.returnUrl);
  target.searchParams.set('redirectResult', ctx.store.issueRedirectResult(payment));
  redirect(res, target.href);
}

const amountLine = (payment: FakePayment): string =>
  `<p>Order <strong>${escapeHtml(payment.merchantReference)}</strong>: <strong>${escapeHtml(formatMinorUnits(payment.amount.currency, payment.amount.value))}</strong></p>`;

function redirectPage(payment: FakePayment): string {
  const name = METHOD_TYPES[payment.type]?.name ?? payment.type;
  return page(
    `Pay with ${name}`,
    `${amountLine(payment)}
<form method="post">
<button type="submit" name="decision" value="authorise" id="authorise">Authorise payment</button>
<button type="submit" name="decision" value="cancel" id="cancel">Cancel payment</button>
</form>`,
  );
}

function challengePage(payment: FakePayment): string {
  return page(
    '3-D Secure challenge',
    `${amountLine(payment)}
<form method="post">
<p><label for="password">Password (test issuer: “${CHALLENGE_PASSWORD}”)</label><br>
<input id="password" name="password" type="password" autocomplete="off" required></p>
<button type="submit" name="decision" value="submit" id="submit">Submit</button>
<button type="submit" name="decision" value="cancel" id="cancel" formnovalidate>Cancel</button>
</form>`,
  );
}

/**
 * The fake's hosted pages: the payment page of a redirect method (authorise or cancel) and the
 * issuer's 3-D Secure challenge (the test password, or cancel). Both return the shopper to
 * returnUrl; the result becomes final (and is notified) when the shopper decides, so a shopper who
 * closes the tab after paying still produces the webhook. Answers false for other paths.
 */
export async function hostedPages(ctx: FakeContext, req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
  const redirectMatch = REDIRECT_PAGE.exec(path);
  const challengeMatch = CHALLENGE_PAGE.exec(path);
  const pspReference = redirectMatch?.[1] ?? challengeMatch?.[1];
  if (pspReference === undefined) return false;
  const payment = ctx.store.get(pspReference);
  const expected = redirectMatch ? 'redirect' : 'card';
  if (!payment || payment.flow !== expected) {
    sendHtml(res, 404, page('Unknown payment', '<p>This payment does not exist.</p>'));
    return true;
  }
  if (payment.result !== undefined) {
    returnToShop(ctx, res, payment);
    return true;
  }
  if (req.method === 'GET') {
    sendHtml(res, 200, redirectMatch ? redirectPage(payment) : challengePage(payment));
    return true;
  }
  if (req.method !== 'POST') {
    sendHtml(res, 405, page('Not allowed', '<p>Use the form.</p>'));
    return true;
  }
  const form = new URLSearchParams(await readBody(req));
  const decision = form.get('decision');
  if (decision === 'cancel') finish(payment, 'Cancelled', ctx.notify);
  else if (redirectMatch && decision === 'authorise') finish(payment, 'Authorised', ctx.notify);
  else if (challengeMatch && decision === 'submit') {
    if (form.get('password') === CHALLENGE_PASSWORD) finish(payment, 'Authorised', ctx.notify);
    else finish(payment, 'Refused', ctx.notify, NOT_AUTHENTICATED);
  } else {
    sendHtml(res, 400, redirectMatch ? redirectPage(payment) : challengePage(payment));
    return true;
  }
  returnToShop(ctx, res, payment);
  return true;
}

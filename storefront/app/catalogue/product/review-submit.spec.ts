import { describe, expect, it } from '@jest/globals';
import { parseReviewInput } from './review-input';
import { reviewRefusalStatus } from './review-submit.server';

const form = (fields: Record<string, string>): FormData => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const valid = { productId: 'p1', rating: '4', title: ' Good ', text: 'Works.', authorName: 'Jana K.', returnTo: '/x-10000001?reviewSort=most-recent' };

describe('parseReviewInput', () => {
  it('accepts a complete review, trimmed; consent only when ticked', () => {
    expect(parseReviewInput(form(valid))).toEqual({
      ok: true,
      input: { productId: 'p1', rating: 4, title: 'Good', text: 'Works.', authorName: 'Jana K.', consent: false, returnTo: '/x-10000001?reviewSort=most-recent', via: 'form' },
    });
    const withConsent = parseReviewInput(form({ ...valid, consent: 'on', via: 'fetch', returnTo: 'https://evil.example' }));
    expect(withConsent.ok && [withConsent.input.consent, withConsent.input.via, withConsent.input.returnTo]).toEqual([true, 'fetch', '/']);
  });

  it.each([
    [{ rating: '0' }, 'rating'],
    [{ rating: '6' }, 'rating'],
    [{ rating: '4.5' }, 'rating'],
    [{ title: '  ' }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ text: 'x'.repeat(5001) }, 'text'],
    [{ authorName: '' }, 'authorName'],
    [{ productId: '' }, 'productId'],
  ] as const)('refuses %j (%s)', (change, field) => {
    expect(parseReviewInput(form({ ...valid, ...change }))).toEqual({ ok: false, field });
  });
});

describe('reviewRefusalStatus: the backend refusal → what the shopper is told', () => {
  it.each([
    [401, { error: 'Sign in to review a product you bought' }, 'sign-in'],
    [409, { error: 'You have already submitted review for your purchase for SKU' }, 'already-reviewed'],
    [400, { error: "You haven't purchased this particular SKU", message: "You haven't purchased this particular SKU" }, 'not-purchased'],
    [400, { error: 'payload[0].consent must be true: this market publishes a review only with the consent of its author' }, 'consent'],
    [400, { message: 'payload[0].rating must not be greater than 5' }, 'failed'],
    [404, { error: "No published product has the id 'x'" }, 'failed'],
    [502, { error: 'Something went wrong on our side. Please try again or contact support' }, 'failed'],
  ] as const)('%i %j → %s', (status, body, outcome) => {
    expect(reviewRefusalStatus(status, body)).toBe(outcome);
  });
});

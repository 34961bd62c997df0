import { describe, expect, it } from '@jest/globals';
import { reasonOf, unwrapError } from './error-unwrap.js';

describe('unwrapError: first GraphQL error, else the network error body, else the error itself', () => {
  const first = { message: 'first', extensions: { code: 'InvalidInput' } };

  it('takes the first GraphQL error, even when a network error is present too', () => {
    const error = { graphQLErrors: [first, { message: 'second' }], networkError: { result: { message: 'body' } } };
    expect(unwrapError(error)).toBe(first);
  });

  it("takes the network error's body (result or body) when there is no GraphQL error", () => {
    const body = { statusCode: 503, message: 'Service unavailable' };
    expect(unwrapError({ graphQLErrors: [], networkError: { result: body } })).toBe(body);
    expect(unwrapError({ networkError: { body } })).toBe(body);
    const bare = { message: 'socket hang up' };
    expect(unwrapError({ networkError: bare })).toBe(bare);
  });

  it('returns the error itself otherwise', () => {
    const error = new Error('plain');
    expect(unwrapError(error)).toBe(error);
    expect(unwrapError('text')).toBe('text');
    expect(unwrapError(null)).toBeNull();
  });
});

describe('reasonOf', () => {
  it('reads the message, else the first of errors, else says unknown', () => {
    expect(reasonOf({ message: 'why' })).toBe('why');
    expect(reasonOf({ errors: [{ message: 'nested' }] })).toBe('nested');
    expect(reasonOf('text')).toBe('text');
    expect(reasonOf(42)).toBe('unknown error');
  });
});

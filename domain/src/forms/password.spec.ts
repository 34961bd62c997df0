import { describe, expect, it } from '@jest/globals';
import { PASSWORD_MESSAGE } from './messages.js';
import { isValidPassword, passwordProblem } from './password.js';

describe('password: at least one letter and one number (spec 1 §5, spec 2 §8)', () => {
  it('uses the spec message verbatim', () => {
    expect(PASSWORD_MESSAGE).toBe('Password must include one letter and one number');
  });

  it.each([
    ['abc123', 'ASCII'],
    ['a1', 'shortest (length is not this rule)'],
    ['1A', 'order does not matter'],
    ['č1', 'Czech letter (our reading: non-ASCII letters count)'],
    ['ß9', 'German sharp s'],
    ['пароль1', 'Cyrillic (BG)'],
    ['κωδικός1', 'Greek (GR)'],
    ['ø2 !?', 'spaces and symbols are allowed besides'],
  ])('accepts %j (%s)', (password) => {
    expect(isValidPassword(password)).toBe(true);
    expect(passwordProblem(password)).toBeUndefined();
  });

  it.each([
    ['abcdef', 'no number'],
    ['123456', 'no letter'],
    ['!!!???', 'neither'],
    ['', 'empty'],
    ['č!', 'non-ASCII letter but no number'],
    ['abc١', 'Arabic-Indic digit is not a number here (our reading: ASCII digits)'],
  ])('rejects %j (%s)', (password) => {
    expect(isValidPassword(password)).toBe(false);
    expect(passwordProblem(password)).toBe('Password must include one letter and one number');
  });
});

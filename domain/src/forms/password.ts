import { PASSWORD_MESSAGE } from './messages.js';

/**
 * Readings chosen for "at least one letter and one number" (spec 1 §5): a letter is any Unicode
 * letter, because shoppers in BG and GR type Cyrillic and Greek and others type č, ß, ø, ő; a
 * number is an ASCII digit 0-9, which is what every keyboard of the 21 languages produces.
 */
const LETTER = /\p{L}/u;
const DIGIT = /[0-9]/;

export const isValidPassword = (password: string): boolean => LETTER.test(password) && DIGIT.test(password);

/** The spec's message when the password lacks a letter or a number, otherwise undefined. */
export const passwordProblem = (password: string): string | undefined =>
  isValidPassword(password) ? undefined : PASSWORD_MESSAGE;

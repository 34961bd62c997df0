import { sameSitePath } from '@shop/domain';

/**
 * Reading a posted form's fields the same way in every action: the shop's forms work as plain
 * HTML posts (redirect back) and, enhanced, as fetches (answer with data).
 */

/** A field's text, trimmed; '' when it is missing or a file. */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** An id, SKU or code a form names: not empty, at most `max` characters, no control characters. */
export const isToken = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value !== '' && value.length <= max && !/[\u0000-\u001f\u007f]/.test(value);

/** 'fetch' when the enhanced form posted (answer with data), 'form' for a plain HTML post (redirect). */
export type PostedVia = 'fetch' | 'form';

export const postedVia = (form: FormData): PostedVia => (fieldText(form, 'via') === 'fetch' ? 'fetch' : 'form');

/**
 * Where a post without JavaScript goes back to: its `returnTo` resolved to a path on this site
 * (sameSitePath: never another origin, however it is dotted or encoded), else `fallback`.
 */
export function returnPath(form: FormData, fallback: string): string {
  return sameSitePath(fieldText(form, 'returnTo')) ?? fallback;
}

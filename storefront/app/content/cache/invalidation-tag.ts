/** Longer tags name nothing this cache holds (keys and block types are short). */
export const MAX_TAG_LENGTH = 200;

const TAG = /^[A-Za-z0-9][A-Za-z0-9_./:-]*$/;

export type TagInput = { readonly ok: true; readonly tag: string } | { readonly ok: false; readonly problem: string };

/** The tag of an invalidate-tag request, or what is wrong with it (for a 400 that names the problem). */
export function readTag(value: unknown): TagInput {
  if (value === undefined || value === null || value === '') return { ok: false, problem: 'tag is required (a content key such as home-sk-SK, or a block type such as hero)' };
  if (typeof value !== 'string') return { ok: false, problem: 'tag must be a string' };
  if (value.length > MAX_TAG_LENGTH) return { ok: false, problem: `tag must be at most ${MAX_TAG_LENGTH} characters` };
  if (!TAG.test(value)) return { ok: false, problem: 'tag may hold only letters, digits and _ . / : -' };
  return { ok: true, tag: value };
}

/**
 * CMS HTML after the server's sanitizer (html-policy.server.ts). The sanitizer replaces every HTML
 * field of a block with this object, or drops the field, so a block renders HTML only in this
 * shape: a plain string in an HTML field (a document that skipped the sanitizer) never reaches
 * `dangerouslySetInnerHTML`, and the browser bundle needs no sanitizer of its own.
 */
export interface SanitizedHtml {
  readonly sanitizedHtml: string;
}

export const sanitized = (html: string): SanitizedHtml => ({ sanitizedHtml: html });

/** The clean HTML of a block field, or undefined when there is none (or nothing was left of it). */
export function sanitizedHtmlOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const html = (value as Partial<SanitizedHtml>).sanitizedHtml;
  return typeof html === 'string' && html.trim() !== '' ? html : undefined;
}

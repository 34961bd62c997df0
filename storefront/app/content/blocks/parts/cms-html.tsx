import { sanitizedHtmlOf } from '../../html/sanitized-html';

/**
 * HTML from the CMS, as the server's sanitizer left it (html/html-policy.server.ts): only that
 * shape is rendered, so a string that skipped the sanitizer never reaches the page. Null when
 * there is none.
 */
export function CmsHtml({ value, className = 'cb-prose cb-html' }: { value: unknown; className?: string }) {
  const html = sanitizedHtmlOf(value);
  if (html === undefined) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

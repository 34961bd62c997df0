/**
 * UTF-8 percent-encoding that never throws: a lone surrogate (which no valid URL can hold) becomes
 * U+FFFD instead of aborting the whole redirect.
 */
export function percentEncode(text: string): string {
  return Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%EF%BF%BD';
    }
  }).join('');
}

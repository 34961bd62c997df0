/**
 * UTF-8 percent-encoding that never throws: a lone surrogate (which no valid URL can hold) becomes
 * U+FFFD instead of aborting the whole redirect.
 */
export function percentEncode(text: string): string {
  // One call for the whole text: every link of a page passes through here, and only text with a
  // lone surrogate (which makes encodeURIComponent throw) needs the character-by-character way.
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%EF%BF%BD';
      }
    }).join('');
  }
}

/**
 * Spec 1 §2: upper-case paths redirect to lower-case. Applied to decoded text, so 'Ä' written as
 * '%C3%84' becomes 'ä' too. The query is never lower-cased: search terms and tokens keep their case.
 */
export function lowercaseSegments(segments: readonly string[]): readonly string[] {
  return segments.map((segment) => segment.toLowerCase());
}

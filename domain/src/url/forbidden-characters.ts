/** Spec 1 §2 and spec 2 §5: quotes never occur in a route. */
export const FORBIDDEN_ROUTE_CHARACTERS = ["'", '"'] as const;

/**
 * Checked on decoded segments, so '%22' and '%27' are caught like the raw characters. Only the
 * path is a route: a search query such as `query=1/2"` is legitimate and is not checked.
 */
export function hasForbiddenCharacters(segments: readonly string[]): boolean {
  return segments.some((segment) => FORBIDDEN_ROUTE_CHARACTERS.some((character) => segment.includes(character)));
}

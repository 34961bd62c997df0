/**
 * Length as `min`/`max` read it (spec 1 §5 'required|min:3' is a length, not a magnitude). Strings
 * count code points, so 'ž' or an emoji is one character, not two UTF-16 units; arrays count
 * items; anything else counts the characters of its text form.
 */
export function valueLength(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return [...String(value)].length;
}

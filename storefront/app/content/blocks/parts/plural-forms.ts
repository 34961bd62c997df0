/**
 * Every distinct text a count message can take, for the counts 0–99. CLDR's plural rules for whole
 * numbers look at most at the last two digits (n % 100), so these hundred counts reach every form
 * any language has for a whole number.
 */
export function everyPluralForm(format: (count: number) => string): string[] {
  const forms = new Set<string>();
  for (let count = 0; count < 100; count += 1) forms.add(format(count));
  return [...forms];
}

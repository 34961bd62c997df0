const samples = new Map<string, number[]>();

/**
 * One whole number for each plural category of the locale, plus 0 and 1 (a message may name them
 * exactly with =0 or =1, and they are the only members of some categories). CLDR's rules for whole
 * numbers look at most at the last two digits (n % 100), so 0–99 reach every category. Per locale.
 */
export function pluralSamples(locale: string): number[] {
  const known = samples.get(locale);
  if (known) return known;
  const rules = new Intl.PluralRules(locale);
  const byCategory = new Map<string, number>();
  // From 2 up: a category's sample must not be 0 or 1, whose text an exact =0 or =1 may replace.
  for (let count = 2; count < 100; count += 1) {
    const category = rules.select(count);
    if (!byCategory.has(category)) byCategory.set(category, count);
  }
  const found = [...new Set([0, 1, ...byCategory.values()])].sort((a, b) => a - b);
  samples.set(locale, found);
  return found;
}

/** Every distinct text a count message can take in the locale (a few format calls, not a hundred). */
export function everyPluralForm(locale: string, format: (count: number) => string): string[] {
  return [...new Set(pluralSamples(locale).map(format))];
}

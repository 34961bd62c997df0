const VOLUME_PREDICATE = /^\s*quantity\s*>=\s*(\d+)\s*$/;

/**
 * The volume N of a target predicate 'quantity >= N' (spec 2 §3, §9). Any other predicate is
 * not a volume discount. A volume of 0 is refused: it would apply to every line, which is not a
 * volume discount.
 */
export function parseVolumePredicate(predicate: string): number | undefined {
  const digits = VOLUME_PREDICATE.exec(predicate)?.[1];
  if (digits === undefined) return undefined;
  const volume = Number(digits);
  return Number.isSafeInteger(volume) && volume > 0 ? volume : undefined;
}

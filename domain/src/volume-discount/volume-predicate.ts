const VOLUME_CONJUNCT = /^quantity\s*>=\s*(\d+)$/;

/**
 * The volume N of a target predicate holding 'quantity >= N' (spec 2 §3, §9). The predicate may
 * narrow the tier with further conjuncts — 'quantity >= 3 and quantity < 5 and
 * attributes.volumeDiscountGroup = "consumables"' — because plain overlapping tiers would stack on
 * commercetools (10 units would get 15 %, then 10 %, then 5 %). A predicate with 'or' (or without
 * exactly one 'quantity >= N') is not a volume discount: its volume would be ambiguous. A volume
 * of 0 is refused: it would apply to every line, which is not a volume discount.
 */
export function parseVolumePredicate(predicate: string): number | undefined {
  if (/\bor\b/i.test(predicate)) return undefined;
  const volumes = predicate
    .trim()
    .split(/\s+and\s+/i)
    .map((conjunct) => VOLUME_CONJUNCT.exec(conjunct.trim())?.[1])
    .filter((digits): digits is string => digits !== undefined);
  if (volumes.length !== 1) return undefined;
  const volume = Number(volumes[0]);
  return Number.isSafeInteger(volume) && volume > 0 ? volume : undefined;
}

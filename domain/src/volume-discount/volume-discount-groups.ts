/** Client state: group key → the tiers loaded for it (spec 1 §3, spec 2 §3). */
export type VolumeDiscountGroups<T = unknown> = Readonly<Record<string, readonly T[] | undefined>>;

/** A group is active when its list is non-empty (spec 1 §3, spec 2 §3). */
export const isVolumeDiscountGroupActive = (groups: VolumeDiscountGroups, groupKey: string): boolean =>
  (groups[groupKey]?.length ?? 0) > 0;

import type { LanguageCode } from '@shop/domain';

/** A text in every one of the shop's 21 languages; the demo shop reads naturally in each. */
export type Localized = Readonly<Record<LanguageCode, string>>;

/**
 * A kind of product sold in a level-3 category ("bench drill", "convection oven"). The seed
 * generator composes product names from kind + brand + model + a distinguishing attribute.
 */
export interface ProductKind {
  /** Stable, ASCII, kebab-case, unique across the whole tree, e.g. 'bench-drill'. */
  readonly key: string;
  readonly name: Localized;
  /** Indicative gross price of a mid-range item in EUR cents; the generator varies it per product. */
  readonly basePriceEurCents: number;
  /** Heavy or bulky goods ship as freight (isPackageTypeFreight). */
  readonly freight: boolean;
  /** The attribute that distinguishes models, e.g. power in W, capacity in l. */
  readonly spec: { readonly unit: string; readonly values: readonly number[]; readonly label: Localized };
  /** Volume-discount group key (see domain volume-discount); omitted = the default group. */
  readonly volumeDiscountGroup?: string;
}

export interface CategoryNode {
  /** Stable, ASCII, kebab-case, unique across the tree, e.g. 'workshop', 'workshop-drills'. */
  readonly key: string;
  readonly name: Localized;
  readonly children?: readonly CategoryNode[];
  /** Only on level-3 leaves (departments are level 1). */
  readonly productKinds?: readonly ProductKind[];
}

export interface Brand {
  readonly key: string;
  readonly name: string;
  /** Own brands have brand pages (spec 1 §1); the others are trusted third-party brands. */
  readonly own: boolean;
  /** The maker runs its own extended-warranty programme: the shop offers it no guarantee at all. */
  readonly makerWarrantyOnly?: true;
}

/** Sentence templates per language; `{kind}`, `{brand}`, `{model}`, `{spec}` are filled in. */
export interface DescriptionTemplates {
  readonly short: Localized;
  readonly long: Localized;
  /** Marker words for derived products, e.g. 'B-ware' / 'Set' / 'Accessory for'. */
  readonly bware: Localized;
  readonly set: Localized;
  readonly accessoryFor: Localized;
  readonly extraGuarantee: Localized;
}

import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage } from 'class-validator';
import type { PayloadPartType } from './commerce-method.decorator.js';

/** One class-validator rule of a field (`isString`, `maxLength` with its constraints…); the type class-validator does not export by name. */
export type FieldRule = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];

/** A field of a payload DTO validated as a nested DTO (`@ValidateNested` with `@Type`). */
export interface NestedField {
  /** `@ValidateNested({ each: true })`: a list of DTOs rather than one. */
  readonly each: boolean;
  /** The DTO an item is validated as: the discriminator's subtype named by the item, else the declared type. */
  readonly typeOf: (item: Record<string, unknown>) => PayloadPartType | undefined;
  /** Every DTO the field may hold: the declared type, and each discriminator subtype with the name that selects it. */
  readonly variants: readonly NestedVariant[];
}

export interface NestedVariant {
  readonly type: PayloadPartType;
  /** The discriminator field and value that select this subtype (`action: 'addLineItem'`). */
  readonly tag?: { readonly property: string; readonly name: string };
}

/** What a DTO's decorators say about one of its fields. */
export interface DtoField {
  readonly name: string;
  readonly rules: readonly FieldRule[];
  readonly nested?: NestedField;
}

const cache = new Map<PayloadPartType, readonly DtoField[]>();

/**
 * The fields of a payload DTO as its class-validator and class-transformer decorators declare them
 * (inherited ones included). One reader of the decorators' metadata, so the payload checks that run
 * before class-transformer and the fuzz suite's payload generator see the same DTOs the validator does.
 */
export function dtoFields(type: PayloadPartType): readonly DtoField[] {
  const known = cache.get(type);
  if (known) return known;
  const byName = getMetadataStorage().groupByPropertyName(getMetadataStorage().getTargetValidationMetadatas(type, '', true, false));
  const fields = Object.entries(byName).map(([name, rules]): DtoField => {
    const nestedRule = rules.find((rule) => rule.type === 'nestedValidation');
    const nested = nestedRule ? nestedField(type, name, nestedRule.each) : undefined;
    return nested ? { name, rules, nested } : { name, rules };
  });
  cache.set(type, fields);
  return fields;
}

function nestedField(type: PayloadPartType, name: string, each: boolean): NestedField | undefined {
  const metadata = defaultMetadataStorage.findTypeMetadata(type, name);
  if (!metadata) return undefined;
  const declared = metadata.typeFunction() as PayloadPartType;
  const discriminator = metadata.options?.discriminator;
  if (!discriminator) return { each, typeOf: () => declared, variants: [{ type: declared }] };
  const subTypes = new Map(discriminator.subTypes.map((subType) => [subType.name, subType.value as PayloadPartType]));
  return {
    each,
    // As class-transformer picks it: an item naming no known subtype becomes the declared type.
    typeOf: (item) => {
      const name = item[discriminator.property];
      return (typeof name === 'string' && Object.hasOwn(item, discriminator.property) ? subTypes.get(name) : undefined) ?? declared;
    },
    variants: [
      { type: declared },
      ...discriminator.subTypes.map((subType) => ({ type: subType.value as PayloadPartType, tag: { property: discriminator.property, name: subType.name } })),
    ],
  };
}

import { LANGUAGE_CODES, type LanguageCode } from '@shop/domain';
import type { PlannedProduct, ModelSpec } from './catalogue-plan.js';
import { fill, localize } from './localized.js';
import { slugify } from './slugify.js';
import { unitIn } from './units.js';
import { ACCESSORY_FITS } from './accessory-texts.js';
import type { DescriptionTemplates, Localized } from './vocabulary/vocabulary-types.js';

export interface ProductTexts {
  readonly name: Localized;
  readonly slug: Localized;
  /** The long description (product description). */
  readonly description: Localized;
  /** The short description (teaser, meta description, highlights). */
  readonly short: Localized;
  /** "Power: 750 W"; empty for products without a distinguishing value. */
  readonly techdetails: Localized;
  /** What is in the box, one line per item. */
  readonly deliveryPackage: Localized;
}

/** Decimal comma everywhere but English (all other shop languages write 2,5 l). */
export const formatNumber = (value: number, language: LanguageCode): string =>
  language === 'en' ? String(value) : String(value).replace('.', ',');

const specText = (part: ModelSpec, language: LanguageCode): string =>
  part.specValue === undefined ? '' : `${formatNumber(part.specValue, language)} ${unitIn(part.kind.spec.unit, language)}`.trim();

/** "{kind} {brand} {model} {value} {unit}", the order shops list equipment in: "Bench drill Proline BD-16 750 W". */
export const modelName = (part: ModelSpec, language: LanguageCode): string =>
  [part.kind.name[language], part.brand.name, part.model, specText(part, language)].filter((s) => s !== '').join(' ');

/**
 * A kind's name inside a sentence: lower-case initial, except in German (nouns keep theirs),
 * at a sentence start, and for acronyms ('UV lamp' stays).
 */
function kindInSentence(kindName: string, language: LanguageCode, template: string): string {
  const at = template.indexOf('{kind}');
  const startsSentence = at === 0 || /[.!?:]\s*$/.test(template.slice(0, at));
  const second = kindName.charAt(1);
  const isAcronym = second !== '' && second === second.toUpperCase() && second !== second.toLowerCase();
  if (language === 'de' || startsSentence || isAcronym) return kindName;
  return kindName.charAt(0).toLowerCase() + kindName.slice(1);
}

const sentence = (template: string, part: ModelSpec, language: LanguageCode, model = part.model): string =>
  fill(template, {
    kind: kindInSentence(part.kind.name[language], language, template),
    brand: part.brand.name,
    model,
    spec: specText(part, language),
  }).replace(/\s+([,.;:!?])/g, '$1').replace(/\s{2,}/g, ' ').trim();

/**
 * A marker word applied to a name. Templates with placeholders ('{name} (B-ware)') are filled;
 * a bare marker ('B-ware') is placed the way the fallback says.
 */
const withMarker = (marker: string, values: Readonly<Record<string, string>>, fallback: string): string =>
  marker.includes('{') ? fill(marker, values) : fallback;

function nameOf(product: PlannedProduct, templates: DescriptionTemplates, language: LanguageCode): string {
  const [first, second] = product.parts;
  if (!first) throw new Error(`${product.sku} has no model`);
  const base = modelName(first, language);
  const values = { name: base, kind: first.kind.name[language], brand: first.brand.name, model: first.model };
  switch (product.productClass) {
    case 'standard':
      return base;
    case 'bware': {
      const marker = templates.bware[language];
      return withMarker(marker, values, `${base} – ${marker}`);
    }
    case 'set': {
      if (!second) throw new Error(`set ${product.sku} needs two models`);
      const marker = templates.set[language];
      const both = `${base} + ${modelName(second, language)}`;
      return withMarker(marker, { ...values, name: both }, `${marker}: ${both}`);
    }
    case 'accessory': {
      const marker = templates.accessoryFor[language];
      const fits = `${first.brand.name} ${first.model}`;
      // After a marker ending in a colon ('Zubehör für:') the kind starts a label and keeps its capital.
      const kind = kindInSentence(first.kind.name[language], language, `${marker} {kind}`);
      return withMarker(marker, { ...values, name: fits }, `${marker} ${kind} ${fits}`);
    }
  }
}

function descriptionsOf(product: PlannedProduct, name: string, templates: DescriptionTemplates, language: LanguageCode): { short: string; long: string } {
  const [first, second] = product.parts;
  if (!first) throw new Error(`${product.sku} has no model`);
  if (product.productClass === 'accessory') {
    // The templates describe machines by their key value, which an accessory has none of: it is
    // described by what it fits instead.
    const fits = `${ACCESSORY_FITS[language]} ${product.fits.join(', ')}.`;
    return { short: fits, long: `${name}. ${fits}` };
  }
  const short = sentence(templates.short[language], first, language);
  const long = sentence(templates.long[language], first, language);
  if (product.productClass === 'set' && second) {
    // A set describes both parts: the first in full, the second in one sentence.
    return { short, long: `${long} ${sentence(templates.short[language], second, language)}` };
  }
  return { short, long };
}

/** Product slugs end in the SKU's eight digits (spec 1 §3; domain url/product-slug). */
export const productSlug = (name: string, sku: string, language: LanguageCode): string =>
  `${slugify(name, language)}-${sku.slice(-8)}`;

export function productTexts(product: PlannedProduct, templates: DescriptionTemplates): ProductTexts {
  const name = localize((language) => nameOf(product, templates, language));
  const descriptions = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, descriptionsOf(product, name[language], templates, language)]),
  ) as Record<LanguageCode, { short: string; long: string }>;
  const parse = (language: LanguageCode): { short: string; long: string } => descriptions[language];
  return {
    name,
    slug: localize((language) => productSlug(name[language], product.sku, language)),
    description: localize((language) => parse(language).long),
    short: localize((language) => parse(language).short),
    techdetails: localize((language) =>
      product.parts
        .filter((part) => part.specValue !== undefined)
        .map((part) => `${part.kind.spec.label[language]}: ${specText(part, language)}`)
        .join('\n')),
    deliveryPackage: localize((language) =>
      product.productClass === 'accessory' ? `1 × ${name[language]}` : product.parts.map((part) => `1 × ${modelName(part, language)}`).join('\n')),
  };
}

import type { Image } from '@commercetools/platform-sdk';
import { DRAWINGS, type DrawingKey } from './drawings.js';
import { FAMILY_DRAWINGS } from './family-drawings.js';
import { hashText } from './prng.js';

/*
 * Product pictures are drawn, not fetched: a small SVG per SKU with the drawing of the product's
 * family (family-drawings.ts) in the family's colour. They need no network, no licence and no
 * storage, and the same SKU always gives the same picture. They carry no text: one picture serves
 * every market, and the page names the product in its own language (the image's alt). The
 * backend serves them under IMAGE_PATH_PREFIX.
 */
export const IMAGE_SIZE = 800;
export const IMAGE_PATH_PREFIX = '/media/products/';
/** What a product of a family without a drawing is drawn as. */
export const FALLBACK_DRAWING: DrawingKey = 'box';

export const productImagePath = (sku: string): string => `${IMAGE_PATH_PREFIX}${sku}.svg`;

/** The image entry of a product variant. */
export const productImage = (sku: string, label: string): Image => ({
  url: productImagePath(sku),
  dimensions: { w: IMAGE_SIZE, h: IMAGE_SIZE },
  label,
});

/** A stable hue per family, so a kind's models (and their B-ware) share a colour. */
export const hueFor = (key: string): number => hashText(key) % 360;

/** The drawing of a family (the seed's `family` attribute); the fallback for an unknown one. */
export const drawingFor = (family: string | undefined): DrawingKey => (family !== undefined ? FAMILY_DRAWINGS[family] : undefined) ?? FALLBACK_DRAWING;

export interface ProductImageOptions {
  readonly drawing: DrawingKey;
  /** 0-359. */
  readonly hue: number;
}

/**
 * A well-formed, self-contained 800×800 SVG without any text; the same input always gives the
 * same text. The drawing's group names its drawing (data-drawing), so a check can tell which it is.
 */
export function productImageSvg({ drawing, hue }: ProductImageOptions): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  const background = `hsl(${h}, 45%, 93%)`;
  const palette = { ink: `hsl(${h}, 50%, 32%)`, accent: `hsl(${(h + 30) % 360}, 60%, 70%)`, background };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}">` +
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="${background}"/>` +
    `<ellipse cx="400" cy="672" rx="290" ry="26" fill="hsl(${h}, 30%, 84%)"/>` +
    `<g data-drawing="${drawing}">${DRAWINGS[drawing](palette)}</g>` +
    `</svg>`
  );
}

import type { Image } from '@commercetools/platform-sdk';
import { hashText } from './prng.js';

/*
 * Product pictures are drawn, not fetched: a small SVG per SKU with a tool-like silhouette, the
 * product's name and its SKU. They need no network, no licence and no storage, and the same SKU
 * always gives the same picture. The backend serves them under IMAGE_PATH_PREFIX.
 */
export const IMAGE_SIZE = 800;
export const IMAGE_PATH_PREFIX = '/media/products/';

export const productImagePath = (sku: string): string => `${IMAGE_PATH_PREFIX}${sku}.svg`;

/** The image entry of a product variant. */
export const productImage = (sku: string, label: string): Image => ({
  url: productImagePath(sku),
  dimensions: { w: IMAGE_SIZE, h: IMAGE_SIZE },
  label,
});

/** A stable hue per family, so a kind's models (and their B-ware) share a colour. */
export const hueFor = (key: string): number => hashText(key) % 360;

export interface ProductImageOptions {
  readonly name: string;
  /** 0-359. */
  readonly hue: number;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Up to `lines` lines of at most `width` characters, broken at spaces, the last one cut with an ellipsis. */
export function wrapText(text: string, width: number, lines: number): string[] {
  const result: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') result.push(current);
    current = word.length > width ? `${word.slice(0, width - 1)}…` : word;
  }
  if (current !== '') result.push(current);
  if (result.length <= lines) return result;
  const kept = result.slice(0, lines);
  const last = kept[lines - 1] ?? '';
  kept[lines - 1] = `${last.slice(0, Math.max(0, width - 1))}…`;
  return kept;
}

// Four silhouettes drawn in a 400×400 box centred in the upper part of the picture.
const SILHOUETTES: readonly ((ink: string, accent: string) => string)[] = [
  // drill
  (ink, accent) =>
    `<rect x="140" y="120" width="300" height="110" rx="30" fill="${ink}"/>` +
    `<rect x="440" y="158" width="90" height="34" fill="${accent}"/><rect x="530" y="168" width="70" height="14" fill="${ink}"/>` +
    `<path d="M190 230 L290 230 L270 420 L200 420 Z" fill="${ink}"/><rect x="180" y="420" width="110" height="40" rx="10" fill="${accent}"/>`,
  // wrench
  (ink, accent) =>
    `<path d="M250 150 a80 80 0 1 0 110 110 L520 420 a30 30 0 0 0 42 -42 L402 218 a80 80 0 0 0 -110 -110 l50 50 -10 50 -50 10 Z" fill="${ink}"/>` +
    `<circle cx="540" cy="400" r="10" fill="${accent}"/>`,
  // machine
  (ink, accent) =>
    `<rect x="180" y="130" width="440" height="300" rx="24" fill="${ink}"/>` +
    `<rect x="220" y="170" width="220" height="140" rx="10" fill="${accent}"/>` +
    `<circle cx="530" cy="210" r="40" fill="${accent}"/><circle cx="530" cy="330" r="24" fill="${accent}"/>` +
    `<rect x="200" y="430" width="60" height="30" fill="${ink}"/><rect x="540" y="430" width="60" height="30" fill="${ink}"/>`,
  // gauge
  (ink, accent) =>
    `<circle cx="400" cy="290" r="170" fill="${ink}"/><circle cx="400" cy="290" r="135" fill="${accent}"/>` +
    `<path d="M400 290 L490 200" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>` +
    `<circle cx="400" cy="290" r="18" fill="${ink}"/>`,
];

/** A well-formed, self-contained 800×800 SVG; the same input always gives the same text. */
export function productImageSvg(sku: string, { name, hue }: ProductImageOptions): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  const background = `hsl(${h}, 45%, 93%)`;
  const ink = `hsl(${h}, 50%, 32%)`;
  const accent = `hsl(${(h + 30) % 360}, 60%, 70%)`;
  const silhouette = SILHOUETTES[hashText(sku) % SILHOUETTES.length] ?? SILHOUETTES[0];
  const lines = wrapText(name, 30, 2)
    .map((line, i) => `<text x="400" y="${580 + i * 48}" text-anchor="middle" font-family="sans-serif" font-size="38" fill="${ink}">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="${background}"/>` +
    (silhouette ? silhouette(ink, accent) : '') +
    lines +
    `<text x="400" y="740" text-anchor="middle" font-family="monospace" font-size="30" fill="${ink}">${escapeXml(sku)}</text>` +
    `</svg>`
  );
}

import { isSameSitePath } from '@shop/domain';

/**
 * Readers of CMS block props. A CMS document is data from outside our code: every prop is checked
 * for its type here, and what does not fit is left out (a block without its required props renders
 * nothing) instead of reaching React as an object or a `javascript:` URL.
 */
export type Props = Readonly<Record<string, unknown>>;

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export const record = (value: unknown): Props | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Props) : undefined;

/** The items of a list that the reader accepts, the others dropped. */
export function list<T>(value: unknown, read: (item: unknown) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  const items: T[] = [];
  for (const item of value) {
    const read_ = read(item);
    if (read_ !== undefined) items.push(read_);
  }
  return items;
}

export const texts = (value: unknown): string[] => list(value, text);

/** Where a CMS link may point: a path of this site, an http(s) address, or mailto:/tel:. */
export type Href = { readonly kind: 'internal'; readonly to: string } | { readonly kind: 'external'; readonly href: string };

export function href(value: unknown): Href | undefined {
  const url = text(value);
  if (url === undefined) return undefined;
  if (isSameSitePath(url)) return { kind: 'internal', to: url };
  if (/^(mailto|tel):[^\s<>"]+$/i.test(url)) return { kind: 'external', href: url };
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return { kind: 'external', href: parsed.href };
  } catch {
    // Not an address: no link.
  }
  return undefined;
}

export interface LinkProps {
  readonly label: string;
  readonly href: Href;
}

/** `{ label, url }`: both are needed for a link to render. */
export function link(value: unknown): LinkProps | undefined {
  const fields = record(value);
  const label = text(fields?.['label']);
  const target = href(fields?.['url']);
  return label !== undefined && target !== undefined ? { label, href: target } : undefined;
}

export interface ImageProps {
  readonly src: string;
  readonly alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives (no layout shift). */
  readonly width: number;
  readonly height: number;
}

const DEFAULT_IMAGE = { width: 1200, height: 675 };

/**
 * `{ src, alt, width?, height? }` or a bare src. Only same-site paths and https addresses load;
 * a missing alt is empty (decorative), a missing size is 16:9.
 */
export function image(value: unknown): ImageProps | undefined {
  const fields = typeof value === 'string' ? { src: value } : record(value);
  const target = href(fields?.['src']);
  if (!target || (target.kind === 'external' && !target.href.startsWith('https:'))) return undefined;
  const width = num(fields?.['width']);
  const height = num(fields?.['height']);
  const sized = width !== undefined && height !== undefined && width > 0 && height > 0;
  return {
    src: target.kind === 'internal' ? target.to : target.href,
    alt: text(fields?.['alt']) ?? '',
    width: sized ? Math.round(width) : DEFAULT_IMAGE.width,
    height: sized ? Math.round(height) : DEFAULT_IMAGE.height,
  };
}

/** One of the allowed values, or the fallback. */
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;

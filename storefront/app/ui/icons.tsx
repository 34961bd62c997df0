import type { SVGProps } from 'react';
// `no-inline`: a small file would otherwise become a data: URL, which <use> refuses.
import spriteUrl from './icons.svg?no-inline';

/**
 * The shop's line icons (24 × 24, stroke in the current colour), drawn from one fingerprinted,
 * immutable sprite (`icons.svg`) instead of repeating their shapes in every page's markup.
 * Decorative by default: the control around an icon carries the accessible name.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The sprite's symbol ids of the shop's own icons. */
export const ICON_NAMES = [
  'menu',
  'close',
  'search',
  'user',
  'cart',
  'phone',
  'globe',
  'chevron-left',
  'chevron-right',
  'chevron-down',
  'tag',
  'star',
  'return',
  'offline',
] as const;

/** One symbol of the sprite (`id` as in `icons.svg`), sized by `size` or the class's CSS. */
export function SpriteIcon({ id, size = 24, ...rest }: IconProps & { id: string }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...rest}>
      <use href={`${spriteUrl}#${id}`} />
    </svg>
  );
}

function icon(id: (typeof ICON_NAMES)[number]) {
  return function Icon(props: IconProps) {
    return <SpriteIcon id={id} {...props} />;
  };
}

export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const SearchIcon = icon('search');
export const UserIcon = icon('user');
export const CartIcon = icon('cart');
export const PhoneIcon = icon('phone');
export const GlobeIcon = icon('globe');
export const ChevronLeftIcon = icon('chevron-left');
export const ChevronRightIcon = icon('chevron-right');
export const ChevronDownIcon = icon('chevron-down');
export const TagIcon = icon('tag');
export const StarIcon = icon('star');
export const ReturnIcon = icon('return');
export const OfflineIcon = icon('offline');

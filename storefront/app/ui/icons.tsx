import type { ReactNode, SVGProps } from 'react';

/**
 * The shop's line icons (24 × 24, stroke in the current colour). Decorative by default: the
 * control around an icon carries the accessible name.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: ReactNode) {
  return function Icon({ size = 24, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    );
  };
}

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c1.2-3.6 4.1-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </>,
);
export const CartIcon = icon(
  <>
    <path d="M3 4h2.2l2.1 10.4a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.1" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </>,
);
export const PhoneIcon = icon(
  <path d="M6.6 3.5h2.6l1.3 4.2-2 1.4a11.5 11.5 0 0 0 6.4 6.4l1.4-2 4.2 1.3v2.6a2 2 0 0 1-2.1 2A16.5 16.5 0 0 1 4.6 5.6a2 2 0 0 1 2-2.1z" />,
);
export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5z" />
  </>,
);
export const ChevronLeftIcon = icon(<path d="M14.5 5.5L8 12l6.5 6.5" />);
export const ChevronRightIcon = icon(<path d="M9.5 5.5L16 12l-6.5 6.5" />);
export const ChevronDownIcon = icon(<path d="M6 9.5l6 6 6-6" />);
export const TagIcon = icon(
  <>
    <path d="M3.5 12.3V4.5a1 1 0 0 1 1-1h7.8l8.2 8.2a1 1 0 0 1 0 1.4l-6.8 6.8a1 1 0 0 1-1.4 0z" />
    <circle cx="8" cy="8" r="1.4" />
  </>,
);
export const StarIcon = icon(<path d="M12 3.8l2.5 5.1 5.6.8-4 4 .9 5.6-5-2.7-5 2.7.9-5.6-4-4 5.6-.8z" />);
export const ReturnIcon = icon(<path d="M9 14l-4.5-4.5L9 5M4.5 9.5H15a5 5 0 0 1 0 10h-3" />);
export const OfflineIcon = icon(
  <>
    <path d="M3 3l18 18" />
    <path d="M8.5 16.5a5 5 0 0 1 7 0M5 12.8a10 10 0 0 1 5-2.6M14.5 10.3a10 10 0 0 1 4.5 2.5M2 9.2a15 15 0 0 1 4.5-2.8M11 5.6a15 15 0 0 1 11 3.6" />
    <circle cx="12" cy="20" r="0.6" />
  </>,
);

import type { ButtonHTMLAttributes } from 'react';
import './button.css';

/** Spec 1 §9's button types and sizes. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'quatentary' | 'quinary' | 'link' | 'highlight' | 'raw';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The class names of a button look, for a <Link> or <a> that should look like a button. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string =>
  `button button--${variant} button--${size}${extra ? ` ${extra}` : ''}`;

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}

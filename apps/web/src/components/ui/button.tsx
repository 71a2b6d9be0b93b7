import Trash2 from 'lucide-react/icons/trash-2';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';

export type TButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type TButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<TButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:hover:bg-brand-600',
  secondary: 'bg-slate-900 text-white shadow-sm hover:bg-slate-700 disabled:hover:bg-slate-900',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-danger-700 text-white shadow-sm hover:bg-danger-800 disabled:hover:bg-danger-700',
};

const sizes: Record<TButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** The same sizes for a label that may wrap onto a second line (long words in Spanish or French on a phone). */
const wrappingSizes: Record<TButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2.5 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
};

/** Class names of a button, for elements that must look like one (links, labels). */
export const buttonClassName = ({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  wrap = false,
  className = '',
}: {
  variant?: TButtonVariant;
  size?: TButtonSize;
  fullWidth?: boolean;
  /** Lets a long label wrap instead of running off a narrow screen. */
  wrap?: boolean;
  className?: string;
} = {}) =>
  [
    wrap ? base.replace('whitespace-nowrap', 'text-left [&>svg]:shrink-0') : base,
    variants[variant],
    wrap ? wrappingSizes[size] : sizes[size],
    fullWidth ? 'w-full' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');

export type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  fullWidth?: boolean;
  /** Lets a long label wrap instead of running off a narrow screen. */
  wrap?: boolean;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Shown before the text; a danger button without one gets a bin, so a destructive action never relies on colour. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

export const Button = ({
  variant,
  size,
  fullWidth,
  wrap,
  loading = false,
  icon,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: TButtonProps) => (
  <button
    type={type}
    className={buttonClassName({ variant, size, fullWidth, wrap, className })}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...props}
  >
    {loading ? (
      <Spinner size="sm" />
    ) : (
      (icon ?? (variant === 'danger' ? <Trash2 aria-hidden="true" className="size-4" /> : null))
    )}
    {children}
  </button>
);

export type TButtonLinkProps = LinkProps & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
};

/** A router link styled as a button (navigation is a link, not a button). */
export const ButtonLink = ({ variant, size, fullWidth, icon, className, children, ...props }: TButtonLinkProps) => (
  <Link
    className={buttonClassName({ variant, size, fullWidth, className: typeof className === 'string' ? className : '' })}
    {...props}
  >
    {icon}
    {children}
  </Link>
);

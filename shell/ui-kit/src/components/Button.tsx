import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'medium' | 'small';

export type ButtonStyleOptions = { variant?: ButtonVariant; size?: ButtonSize; isFullWidth?: boolean };

/** Button looks for a link (`<Link className={buttonClassName()}>`): navigation stays a link. */
export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  isFullWidth = false,
}: ButtonStyleOptions = {}): string {
  return clsx(
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    isFullWidth && styles.fullWidth,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyleOptions & {
    isLoading?: boolean;
    children: ReactNode;
  };

export function Button({
  variant,
  size,
  isFullWidth,
  isLoading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={clsx(buttonClassName({ variant, size, isFullWidth }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading ? <Spinner size="small" tone="inherit" /> : null}
      {children}
    </button>
  );
}

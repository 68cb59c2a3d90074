import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { ButtonVariant } from '../../../shared/engine/theme/resolve';
import * as s from './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** One of the theme's 8 button styles. */
  variant?: ButtonVariant;
  block?: boolean;
  size?: 'medium' | 'small';
  children: ReactNode;
}

export function buttonClassName({
  variant = 'primary',
  block,
  size = 'medium',
}: Pick<ButtonProps, 'variant' | 'block' | 'size'>) {
  return [s.base, s.variant[variant], block ? s.block : '', size === 'small' ? s.small : '']
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant, block, size, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClassName({ variant, block, size })} ${className ?? ''}`}
      {...rest}
    />
  );
}

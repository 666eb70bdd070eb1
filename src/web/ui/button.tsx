import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

/** The class list of a button look, for the rare element that is neither <button> nor a link. */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  const variantClass = variant === 'primary' ? '' : ` button-${variant}`;
  return `button${variantClass}${extra ? ` ${extra}` : ''}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

/** The site's button: primary (one per view), secondary, quiet or danger. */
export function Button({ variant, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant,
  className,
  children,
  ...rest
}: LinkProps & { variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Link className={buttonClass(variant, className)} {...rest}>
      {children}
    </Link>
  );
}

import type { ComponentPropsWithoutRef, ElementType } from 'react';
import './card.css';

/** A surface that groups one thing: a member, a store, a calculator, a score table. */
export function Card<T extends ElementType = 'div'>({
  as,
  className,
  ...rest
}: { as?: T; className?: string } & Omit<ComponentPropsWithoutRef<T>, 'as' | 'className'>) {
  const Tag = (as ?? 'div') as ElementType;
  return <Tag className={className ? `card ${className}` : 'card'} {...rest} />;
}

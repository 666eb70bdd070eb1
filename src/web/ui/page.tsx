import type { ReactNode } from 'react';
import { useTitle } from '../lib/use-title';
import './page.css';

/**
 * A page's header: its one h1, an optional line under it and actions on the right (under it on
 * a phone). Every page starts it at the same x, so titles stay put when navigating.
 */
export function PageHeader({
  title,
  lead,
  actions,
  titleClassName,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  titleClassName?: string;
}) {
  return (
    <header className="page-header">
      <div className="page-header-text">
        <h1 id="page-title" className={titleClassName}>
          {title}
        </h1>
        {lead && <p className="page-lead">{lead}</p>}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </header>
  );
}

/**
 * A page's frame: its title for the tab, its header and the content. By default forms and prose
 * keep to a readable column; `wide` uses the whole page width; both start at the same left edge.
 * `narrow` is for a short form on its own (log in, sign up): a card centred on a wide screen,
 * the plain page on a phone.
 */
export function Page({
  title,
  lead,
  actions,
  children,
  wide,
  narrow,
  className,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
  narrow?: boolean;
  className?: string;
}) {
  useTitle(title);
  const width = wide ? 'page-wide' : narrow ? 'page-narrow' : 'page-text';
  const classes = ['page', width, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby="page-title">
      <PageHeader title={title} lead={lead} actions={actions} />
      {children}
    </section>
  );
}

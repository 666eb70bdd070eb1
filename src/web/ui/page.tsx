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
 * A page's frame: its title for the tab, its header and the content. `width="text"` (the
 * default) keeps forms and prose to a readable column; "page" uses the whole page width.
 * Both start at the same left edge.
 */
export function Page({
  title,
  lead,
  actions,
  children,
  wide,
  className,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
  className?: string;
}) {
  useTitle(title);
  const classes = ['page', wide ? 'page-wide' : 'page-text', className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby="page-title">
      <PageHeader title={title} lead={lead} actions={actions} />
      {children}
    </section>
  );
}

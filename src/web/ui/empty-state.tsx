import type { ReactNode } from 'react';
import './empty-state.css';

/** What a list or page shows when there is nothing yet, and what to do about it. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <svg className="empty-state-art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="var(--color-accent-soft)" />
        <path
          d="M18 40c6-10 14-14 28-16M40 18l6 6-6 6"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray="5 4"
        />
        <circle cx="18" cy="40" r="3.5" fill="var(--color-spark)" />
      </svg>
      <p className="empty-state-title">{title}</p>
      {children && <div className="empty-state-text">{children}</div>}
      {action && <div className="cta-row">{action}</div>}
    </div>
  );
}

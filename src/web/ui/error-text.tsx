import type { ReactNode } from 'react';

/** An error announced to screen readers as it appears. */
export function ErrorText({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="error-text" role="alert">
      {children}
    </p>
  );
}

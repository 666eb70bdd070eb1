import type { ReactNode } from 'react';
import { useTitle } from '../lib/use-title';

/** A page's frame: its title for the tab, one h1, and the content. */
export function Page({ title, children, wide }: { title: string; children?: ReactNode; wide?: boolean }) {
  useTitle(title);
  return (
    <section className={wide ? 'page page-wide' : 'page'} aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </section>
  );
}

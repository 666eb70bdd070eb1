import { type ReactNode, useEffect, useId, useState } from 'react';
import { Card } from '../../ui/card';

interface CollapsibleSectionProps {
  title: string;
  /** A small decorative picture shown before the title. */
  icon?: ReactNode;
  /** The section's address (/measurements#circle): an address with it opens the section. */
  id?: string;
  /** Shown under the panel's content; told whether the panel has been opened yet (to load lazily). */
  footer?: (opened: boolean) => ReactNode;
  children: ReactNode;
}

const addressed = (id: string | undefined) =>
  id !== undefined && typeof window !== 'undefined' && window.location.hash === `#${id}`;

/** Disclosure: a native button inside a heading shows or hides its panel (WAI-ARIA accordion pattern). */
export function CollapsibleSection({ title, icon, id, footer, children }: CollapsibleSectionProps) {
  const [open, setOpen] = useState(() => addressed(id));
  const [opened, setOpened] = useState(open);
  const buttonId = useId();
  const panelId = useId();
  if (open && !opened) setOpened(true);

  // A link to /measurements#<id> (from a tutorial's step) opens the calculator and brings it into view.
  useEffect(() => {
    if (id === undefined) return;
    const follow = () => {
      if (!addressed(id)) return;
      setOpen(true);
      document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [id]);

  return (
    <Card id={id} className={open ? 'calc-section is-open' : 'calc-section'}>
      <h2 className="calc-section__heading">
        <button
          type="button"
          id={buttonId}
          className="calc-section__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {icon}
          <span className="calc-section__title">{title}</span>
          <span className="calc-section__icon" aria-hidden="true" />
        </button>
      </h2>
      {/* Kept mounted while hidden so typed values survive closing the panel. */}
      <section id={panelId} className="calc-section__panel" aria-labelledby={buttonId} hidden={!open}>
        {children}
        {footer?.(opened)}
      </section>
    </Card>
  );
}

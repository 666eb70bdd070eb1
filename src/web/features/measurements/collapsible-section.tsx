import { type ReactNode, useId, useState } from 'react';
import { Card } from '../../ui/card';

interface CollapsibleSectionProps {
  title: string;
  /** A small decorative picture shown before the title. */
  icon?: ReactNode;
  children: ReactNode;
}

/** Disclosure: a native button inside a heading shows or hides its panel (WAI-ARIA accordion pattern). */
export function CollapsibleSection({ title, icon, children }: CollapsibleSectionProps) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  return (
    <Card className={open ? 'calc-section is-open' : 'calc-section'}>
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
      </section>
    </Card>
  );
}

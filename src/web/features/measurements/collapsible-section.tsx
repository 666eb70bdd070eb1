import { type ReactNode, useId, useState } from 'react';

interface CollapsibleSectionProps {
  title: string;
  children: ReactNode;
}

/** Disclosure: a native button inside a heading shows or hides its panel (WAI-ARIA accordion pattern). */
export function CollapsibleSection({ title, children }: CollapsibleSectionProps) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  return (
    <div className="calc-section">
      <h2 className="calc-section__heading">
        <button
          type="button"
          id={buttonId}
          className="calc-section__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span>{title}</span>
          <span className="calc-section__icon" aria-hidden="true" />
        </button>
      </h2>
      {/* Kept mounted while hidden so typed values survive closing the panel. */}
      <section id={panelId} className="calc-section__panel" aria-labelledby={buttonId} hidden={!open}>
        {children}
      </section>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';

/** The form's sections, in order: the jump links at the top and each section's anchor. */
export const SECTIONS = [
  { id: 'content-welcome', title: 'Welcome & club' },
  { id: 'content-motd', title: 'Message of the day' },
  { id: 'content-calendar', title: 'Calendar' },
  { id: 'content-tutorials', title: 'Tutorials' },
  { id: 'content-links', title: 'Links' },
  { id: 'content-stores', title: 'Stores by state' },
  { id: 'content-footer', title: 'Footer' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/** One group of fields on a card, titled, with a line on where visitors see it. */
export function FormSection({
  id,
  where,
  children,
}: {
  id: SectionId;
  /** Where visitors see these fields ("The home page's first paragraph"). */
  where: ReactNode;
  children: ReactNode;
}) {
  const title = SECTIONS.find((s) => s.id === id)?.title;
  return (
    <Card as="section" id={id} className="content-section" aria-labelledby={`${id}-title`}>
      <header className="content-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <p>{where}</p>
      </header>
      {children}
    </Card>
  );
}

/** Links to each section: a row of chips that scrolls sideways on a phone. */
export function SectionLinks() {
  return (
    <nav className="content-jump" aria-label="Sections of the form">
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.title}</a>
          </li>
        ))}
        <li>
          <a href="#content-versions">Saved versions</a>
        </li>
      </ul>
    </nav>
  );
}

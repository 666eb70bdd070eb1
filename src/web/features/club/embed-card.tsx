import type { ReactNode } from 'react';
import { Card } from '../../ui/card';

/**
 * An embedded calendar or video as a content block: a small label and heading over the frame.
 * The heading names the block; the frame keeps its own title for screen readers.
 */
export function EmbedCard({
  id,
  heading,
  label,
  className,
  children,
}: {
  id: string;
  heading: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" className={className ? `embed-card ${className}` : 'embed-card'} aria-labelledby={id}>
      <div className="embed-card-head">
        {label}
        <h2 id={id}>{heading}</h2>
      </div>
      {children}
    </Card>
  );
}

import { type ReactNode, useState } from 'react';

interface DisclosureSectionProps {
  title: string;
  /** A short line beside the title (what is filled in), so a closed section still says something. */
  meta: string;
  /** From ProfileForm.status(): a Save check that finds an error inside opens the section. */
  status: { hasError: boolean; checks: number };
  children: ReactNode;
}

/**
 * A form section that starts closed (links and account details most members fill once). It opens
 * by itself when Save finds an error in one of its fields, every time, even if it was closed again.
 */
export function DisclosureSection({ title, meta, status, children }: DisclosureSectionProps) {
  const [open, setOpen] = useState(false);
  const [seenChecks, setSeenChecks] = useState(status.checks);
  if (seenChecks !== status.checks) {
    setSeenChecks(status.checks);
    if (status.hasError && !open) setOpen(true);
  }
  return (
    <details
      className="profile-section profile-disclosure"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        <span className="disclosure-title">{title}</span>
        <span className="disclosure-meta">{meta}</span>
      </summary>
      <div className="disclosure-body">{children}</div>
    </details>
  );
}

/** "3 added" / "None added yet" for a closed section's summary line. */
export const filledText = (filled: number) => (filled > 0 ? `${filled} added` : 'None added yet');

import type { ReactNode } from 'react';

/** The little pictures beside each calculator's name; decorative, hidden from screen readers. */
function CalcIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="calc-section__art"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CALC_ICONS = {
  circle: (
    <CalcIcon>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 12h8" strokeDasharray="2 2.5" />
      <circle cx="12" cy="12" r="1" fill="currentColor" />
    </CalcIcon>
  ),
  triangle: (
    <CalcIcon>
      <path d="M4 19h16L4 5z" />
      <path d="M4 15h4v4" />
    </CalcIcon>
  ),
  rectangle: (
    <CalcIcon>
      <rect x="3.5" y="6" width="17" height="12" rx="1" />
      <path d="M3.5 18L20.5 6" strokeDasharray="2 2.5" />
    </CalcIcon>
  ),
  electronics: (
    <CalcIcon>
      <path d="M13 3L5 13.5h6L10 21l8-10.5h-6z" />
    </CalcIcon>
  ),
  led: (
    <CalcIcon>
      <path d="M8 14V9a4 4 0 0 1 8 0v5z" />
      <path d="M6.5 14h11M10 14v6M14 14v4" />
      <path d="M4 5l1.5 1.5M20 5l-1.5 1.5M12 1.5v1.5" />
    </CalcIcon>
  ),
} satisfies Record<string, ReactNode>;

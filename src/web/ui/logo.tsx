/**
 * The club's mark: a needle drawing a stitch line, and a star for the costume's bit of magic.
 * The same drawing is the favicon (src/web/public/favicon.svg) and the app icons.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#5b2a86" />
      <path
        d="M11 44 C22 54 34 30 49 40"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="4 5"
      />
      <path d="M15 49 L47 17" stroke="#ffd166" strokeWidth="5" strokeLinecap="round" />
      <ellipse
        cx="48.5"
        cy="15.5"
        rx="2.2"
        ry="4.6"
        transform="rotate(45 48.5 15.5)"
        fill="#5b2a86"
        stroke="#ffd166"
        strokeWidth="2.4"
      />
      <path d="M20 11 L22.2 17.8 L29 20 L22.2 22.2 L20 29 L17.8 22.2 L11 20 L17.8 17.8 Z" fill="#ffd166" />
    </svg>
  );
}

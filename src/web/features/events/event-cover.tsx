/**
 * An event's cover: its photo, or art of its own when it has none — a gradient, a stitched seam
 * and a star, their colours picked by the event's id so neighbouring cards differ. Decorative:
 * the title is always written beside it.
 */
const PALETTES = [
  ['#5b2a86', '#e0553a'],
  ['#3d1b5c', '#f2a900'],
  ['#1f5f8b', '#b0406a'],
  ['#2d6a4f', '#f2a900'],
  ['#9d2b48', '#5b2a86'],
  ['#0f6b6b', '#e9b949'],
] as const;

export function CoverArt({ seed, className }: { seed: number; className?: string }) {
  const [from, to] = PALETTES[Math.abs(seed) % PALETTES.length]!;
  const id = `cover-${seed}`;
  const tilt = (seed * 37) % 60;
  return (
    <svg
      className={className}
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={id} x2="1" y2="1">
          <stop stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id})`} />
      <circle cx={250 - tilt} cy="40" r="70" fill="#fff" fillOpacity="0.08" />
      <circle cx={60 + tilt} cy="170" r="90" fill="#000" fillOpacity="0.1" />
      <path
        d={`M-10 ${130 - tilt / 3} C 80 ${60 + tilt}, 180 ${190 - tilt}, 330 ${80 + tilt / 2}`}
        fill="none"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="10 12"
      />
      <path
        transform={`translate(${220 + (tilt % 40)} ${96 - (tilt % 30)}) scale(1.6)`}
        d="M0 -14 L3.5 -3.5 L14 0 L3.5 3.5 L0 14 L-3.5 3.5 L-14 0 L-3.5 -3.5 Z"
        fill="#ffd166"
      />
    </svg>
  );
}

export function EventCover({
  cover,
  seed,
  className,
  eager,
}: {
  cover: string;
  seed: number;
  className?: string;
  /** The event page's cover is its largest picture: load it first. */
  eager?: boolean;
}) {
  if (!cover) return <CoverArt seed={seed} className={className} />;
  return (
    <img
      className={className}
      src={cover}
      alt=""
      width={960}
      height={540}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

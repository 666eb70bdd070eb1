import type { ProjectPhoto } from '../../../shared/api/projects';

/** Colour pairs for a project without a photo, picked by its id so neighbouring cards differ. */
const PALETTES = [
  ['#5b2a86', '#e0553a'],
  ['#3d1b5c', '#f2a900'],
  ['#1f5f8b', '#b0406a'],
  ['#2d6a4f', '#f2a900'],
  ['#9d2b48', '#5b2a86'],
  ['#0f6b6b', '#e9b949'],
] as const;

/** Art for a project with no photo yet: a gradient, a pattern piece's dashed cutting line and a pin. */
export function ProjectArt({ seed, className }: { seed: number; className?: string }) {
  const [from, to] = PALETTES[Math.abs(seed) % PALETTES.length] ?? PALETTES[0];
  const id = `project-art-${seed}`;
  const tilt = (seed * 29) % 50;
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
      <path
        d={`M${70 + tilt} 30 L${210 + tilt / 2} 22 L${250 - tilt / 3} 120 L${150 + tilt} 160 L${60 + tilt / 2} 130 Z`}
        fill="#fff"
        fillOpacity="0.1"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="3"
        strokeDasharray="9 8"
        strokeLinejoin="round"
      />
      <circle cx={200 - tilt / 2} cy="64" r="9" fill="#ffd166" />
      <path d={`M${200 - tilt / 2} 64 l26 30`} stroke="#ffd166" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A project's picture: the photo given (its 480 px copy, sized up front, loaded when near) or the
 * project's art. `alt` empty when the title is written beside it.
 */
export function ProjectCover({
  photo,
  seed,
  className,
  alt = '',
  eager = false,
  large = false,
}: {
  photo: ProjectPhoto | null | undefined;
  seed: number;
  className?: string;
  alt?: string;
  eager?: boolean;
  /** The project page's hero: the display image rather than the 480 px copy. */
  large?: boolean;
}) {
  if (!photo) return <ProjectArt seed={seed} className={className} />;
  const scale = !large && photo.width > 480 ? 480 / photo.width : 1;
  return (
    <img
      className={className}
      src={large ? photo.src : photo.src480}
      width={Math.round(photo.width * scale)}
      height={Math.round(photo.height * scale)}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

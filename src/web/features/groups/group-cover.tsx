import type { GroupSummary } from '../../../shared/api/groups';

/**
 * A group's cover: its photo, or art of its own when it has none — overlapping circles (people
 * gathered), their colours picked by the group's id so neighbouring cards differ. Decorative:
 * the name is always written beside it.
 */
const PALETTES = [
  ['#3d1b5c', '#e0553a'],
  ['#1f5f8b', '#f2a900'],
  ['#5b2a86', '#0f6b6b'],
  ['#2d6a4f', '#b0406a'],
  ['#9d2b48', '#f2a900'],
  ['#0f6b6b', '#5b2a86'],
] as const;

export function GroupCoverArt({ seed, className }: { seed: number; className?: string }) {
  const [from, to] = PALETTES[Math.abs(seed) % PALETTES.length]!;
  const id = `group-cover-${seed}`;
  const shift = (seed * 29) % 50;
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
      <circle cx={110 + shift} cy="100" r="46" fill="#fff" fillOpacity="0.16" />
      <circle cx={160 + shift} cy="82" r="46" fill="#fff" fillOpacity="0.12" />
      <circle cx={210 + shift / 2} cy="104" r="46" fill="#fff" fillOpacity="0.1" />
      <circle cx={40 + shift} cy="10" r="60" fill="#000" fillOpacity="0.1" />
      <path
        transform={`translate(${250 - shift} ${62 + (shift % 20)}) scale(1.2)`}
        d="M0 -14 L3.5 -3.5 L14 0 L3.5 3.5 L0 14 L-3.5 3.5 L-14 0 L-3.5 -3.5 Z"
        fill="#ffd166"
      />
    </svg>
  );
}

export function GroupCover({
  group,
  className,
  eager,
}: {
  group: Pick<GroupSummary, 'id' | 'cover'>;
  className?: string;
  /** The group page's cover is its largest picture: load it first. */
  eager?: boolean;
}) {
  if (!group.cover) return <GroupCoverArt seed={group.id} className={className} />;
  return (
    <img
      className={className}
      src={group.cover.url}
      alt=""
      width={group.cover.width}
      height={group.cover.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

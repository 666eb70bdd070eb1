import { type AvatarPattern, avatarInitials, avatarLook } from './avatar-look';

/** Light marks on the member's colour; each pattern is a 12×12 tile. */
function Tile({ pattern }: { pattern: AvatarPattern }) {
  const mark = { fill: 'none', stroke: '#fff', strokeOpacity: 0.16, strokeWidth: 2 };
  switch (pattern) {
    case 'stripes':
      return <path d="M-3 3 L3 -3 M0 12 L12 0 M9 15 L15 9" {...mark} />;
    case 'dots':
      return <circle cx="6" cy="6" r="2" fill="#fff" fillOpacity={0.16} />;
    case 'checks':
      return <rect x="0" y="0" width="6" height="6" fill="#fff" fillOpacity={0.12} />;
    case 'rings':
      return <circle cx="6" cy="6" r="4" {...mark} />;
  }
}

/**
 * A member without a photo: their initials on a colour and pattern of their own (from the
 * username). Decorative: the member's name is always written next to it.
 */
export function Avatar({
  member,
  className,
}: {
  member: { firstname: string; lastname: string; username: string };
  className?: string;
}) {
  const { colour, pattern } = avatarLook(member.username);
  const id = `avatar-${pattern}`;
  return (
    <svg
      className={className}
      viewBox="0 0 72 72"
      aria-hidden="true"
      data-pattern={pattern}
      data-colour={colour}
    >
      <defs>
        <pattern id={id} width="12" height="12" patternUnits="userSpaceOnUse">
          <Tile pattern={pattern} />
        </pattern>
      </defs>
      <rect width="72" height="72" fill={colour} />
      <rect width="72" height="72" fill={`url(#${id})`} />
      <text x="36" y="36" dy="0.35em" textAnchor="middle" fill="#fff" fontSize="26" fontWeight="700">
        {avatarInitials(member)}
      </text>
    </svg>
  );
}

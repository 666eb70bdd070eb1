import { linkify } from './linkify';

/**
 * A member's text (an event's description) as paragraphs, its line breaks kept and its web
 * addresses clickable. React escapes every piece; nothing is ever rendered as HTML.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        // Paragraphs have no identity of their own; their order is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={i}>
          {linkify(paragraph).map((piece, j) =>
            piece.kind === 'link' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positional
              <a key={j} href={piece.href} target="_blank" rel="noopener noreferrer nofollow ugc">
                {piece.text}
              </a>
            ) : (
              piece.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}

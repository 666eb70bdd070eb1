import './embed-frame.css';

export type EmbedAspect = '16:9' | '4:3';

const ASPECT_CLASS: Record<EmbedAspect, string> = {
  '16:9': 'embed-frame-wide',
  '4:3': 'embed-frame-standard',
};

interface EmbedFrameProps {
  /** The page to frame; its origin must be an embed URL in the content file, or the CSP blocks it. */
  src: string | null | undefined;
  /** Names the frame for screen readers; required by WCAG 4.1.2. */
  title: string;
  /** 16:9 for videos; 4:3 for calendars and maps (square on phones, where 4:3 is too short). */
  aspect?: EmbedAspect;
}

/**
 * A third-party page (calendar, video, map) in a responsive frame. It loads only when scrolled
 * near, runs sandboxed, and renders nothing without an address.
 */
export function EmbedFrame({ src, title, aspect = '16:9' }: EmbedFrameProps) {
  if (!src?.trim()) return null;
  return (
    <div className={`embed-frame ${ASPECT_CLASS[aspect]}`}>
      <iframe
        src={src.trim()}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen"
        allowFullScreen
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms"
      />
    </div>
  );
}

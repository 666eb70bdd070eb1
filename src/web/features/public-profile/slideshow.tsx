import { type FocusEvent, useEffect, useId, useState } from 'react';
import { SLIDESHOW_INTERVAL_MS } from '../../../shared/constants';
import { ReportPhotoButton } from './report-control';
import { useReducedMotion } from './use-reduced-motion';
import './slideshow.css';

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The member's slideshow (docs/product.md §4): advances every 3 s and loops, with dots and no arrows. It holds
 * still for visitors who prefer reduced motion, while a mouse pointer is over it or focus is inside it,
 * and after the Pause button (WCAG 2.2.2). Nothing is shown when there are no images.
 */
export function Slideshow({
  images,
  owner,
  onReport,
}: {
  images: string[];
  owner: string;
  /** Offers "Report this photo" on the slide shown (signed-in members, not on their own page). */
  onReport?: (image: string) => void;
}) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const headingId = useId();
  const count = images.length;
  const active = count > 0 ? index % count : 0;
  const autoplay = count > 1 && !reducedMotion && !paused;
  const moving = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    // Restarts after every change, so a chosen slide also stays up for a full interval.
    const timer = window.setTimeout(() => setIndex((active + 1) % count), SLIDESHOW_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [moving, active, count]);

  if (count === 0) return null;

  /** Keyboard focus pauses; a mouse click on a dot does not (hover already covers the pointer). */
  function onFocus(event: FocusEvent<HTMLElement>) {
    setFocused(isKeyboardFocus(event.target));
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      className="slideshow"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <h2 id={headingId}>Slideshow</h2>
      <div className="slideshow-frame" aria-live={moving ? 'off' : 'polite'}>
        {images.map((src, i) => (
          <img
            key={src}
            className={i === active ? 'slideshow-slide is-active' : 'slideshow-slide'}
            src={src}
            alt={`Slide ${i + 1} of ${count} from ${owner}`}
            aria-hidden={i === active ? undefined : true}
            width={500}
            height={500}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ))}
        {onReport && <ReportPhotoButton onClick={() => onReport(images[active] ?? '')} />}
      </div>
      {count > 1 && (
        <div className="slideshow-controls">
          <div className="slideshow-dots">
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                className="slideshow-dot"
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          {!reducedMotion && (
            <button type="button" className="slideshow-pause" onClick={() => setPaused(!paused)}>
              {paused ? 'Play slideshow' : 'Pause slideshow'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

import { type FocusEvent, useEffect, useId, useState } from 'react';
import { SLIDESHOW_INTERVAL_MS } from '../../../shared/constants';
import { photoSizes } from '../../../shared/profile/photo-srcset';
import { ResponsivePhoto } from '../../ui/responsive-photo';
import { ReportPhotoButton } from './report-control';
import { SlideCredit } from './slide-credit';
import type { Slide } from './use-public-profile';
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
 * A slide is put in the page once the show comes near it (the one shown and the next), so a short
 * visit does not download all five; its alt text is the member's description, its credit a caption.
 * Slides show at most 32rem wide (slideshow.css).
 */
export function Slideshow({
  images,
  owner,
  onReport,
}: {
  images: readonly Slide[];
  owner: string;
  /** Offers "Report this photo" on the slide shown (signed-in members, not on their own page). */
  onReport?: (image: string) => void;
}) {
  const [index, setIndex] = useState(0);
  const [reached, setReached] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const headingId = useId();
  const count = images.length;
  const active = count > 0 ? index % count : 0;
  const autoplay = count > 1 && !reducedMotion && !paused;
  const moving = autoplay && !hovered && !focused;
  const shown = images[active];
  if (active > reached) setReached(active); // adjusting state while rendering, as React recommends

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
        {images.map(({ src, details }, i) =>
          i > reached + 1 ? null : (
            <ResponsivePhoto
              key={src}
              className={i === active ? 'slideshow-slide is-active' : 'slideshow-slide'}
              src={src}
              width={details?.width ?? 500}
              height={details?.height ?? 500}
              sizes={photoSizes(32)}
              alt={details?.alt.trim() || `Slide ${i + 1} of ${count} from ${owner}`}
              aria-hidden={i === active ? undefined : true}
            />
          ),
        )}
        <SlideCredit credit={shown?.details?.credit ?? null} />
        {onReport && <ReportPhotoButton onClick={() => onReport(shown?.src ?? '')} />}
      </div>
      {count > 1 && (
        <div className="slideshow-controls">
          <div className="slideshow-dots">
            {images.map(({ src }, i) => (
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

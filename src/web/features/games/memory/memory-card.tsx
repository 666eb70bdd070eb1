import { useEffect, useRef, useState } from 'react';
import type { MemoryCard as CardData } from '../../../../games/memory/memory-engine';
import { CARD_FACES, cardBack, faceName } from './card-art';

/** How long the face stays drawn while the card turns away (the CSS flip lasts as long). */
const TURN_AWAY_MS = 400;

/**
 * One card: a real button, so Tab, Enter and Space play the game. Its name says what a sighted
 * player sees: "Card 3, face down" or "Card 3, scissors". Which picture a face-down card hides is
 * never in the page: the face is drawn only while the card is up (and while it turns away).
 */
export function MemoryCard({
  card,
  position,
  locked,
  onFlip,
}: {
  card: CardData;
  position: number;
  /** Matched cards are always locked; the whole board is once the game has ended. */
  locked: boolean;
  onFlip: () => void;
}) {
  const turningAway = useTurningAway(card.faceUp);
  const face = CARD_FACES[card.imageId];
  const showFace = card.faceUp || turningAway;
  const label = card.faceUp ? `Card ${position}, ${faceName(card.imageId)}` : `Card ${position}, face down`;
  const classes = ['memory-card', card.faceUp && 'is-up', card.matched && 'is-matched']
    .filter(Boolean)
    .join(' ');

  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      aria-disabled={card.matched || locked || undefined}
      data-image-id={card.faceUp ? card.imageId : undefined}
      onClick={() => {
        if (!card.matched && !locked) onFlip();
      }}
    >
      <span className="memory-card-inner">
        <span className="memory-card-side memory-card-back">
          <img src={cardBack} alt="" width={100} height={100} draggable={false} />
        </span>
        <span className="memory-card-side memory-card-face">
          {showFace && face && <img src={face.src} alt="" width={100} height={100} draggable={false} />}
        </span>
      </span>
    </button>
  );
}

/** True for a moment after the card goes face down, so its face can rotate out of view. */
function useTurningAway(faceUp: boolean): boolean {
  const [turningAway, setTurningAway] = useState(false);
  const wasUp = useRef(faceUp);
  useEffect(() => {
    const turnedDown = wasUp.current && !faceUp;
    wasUp.current = faceUp;
    if (!turnedDown) {
      setTurningAway(false);
      return;
    }
    setTurningAway(true);
    const timer = setTimeout(() => setTurningAway(false), TURN_AWAY_MS);
    return () => clearTimeout(timer);
  }, [faceUp]);
  return turningAway;
}

import card0 from '../art/card-0.svg';
import card1 from '../art/card-1.svg';
import card2 from '../art/card-2.svg';
import card3 from '../art/card-3.svg';
import card4 from '../art/card-4.svg';
import card5 from '../art/card-5.svg';
import card6 from '../art/card-6.svg';
import card7 from '../art/card-7.svg';
import card8 from '../art/card-8.svg';
import card9 from '../art/card-9.svg';
import cardBack from '../art/card-back.svg';

export { cardBack };

/** Card faces by image id (the engine's 0..9), with the names screen readers hear. */
export const CARD_FACES: readonly { src: string; name: string }[] = [
  { src: card0, name: 'needle' },
  { src: card1, name: 'thread spool' },
  { src: card2, name: 'scissors' },
  { src: card3, name: 'button' },
  { src: card4, name: 'mannequin' },
  { src: card5, name: 'pin cushion' },
  { src: card6, name: 'tape measure' },
  { src: card7, name: 'crown' },
  { src: card8, name: 'mask' },
  { src: card9, name: 'sword' },
];

export function faceName(imageId: number): string {
  return CARD_FACES[imageId]?.name ?? `picture ${imageId + 1}`;
}

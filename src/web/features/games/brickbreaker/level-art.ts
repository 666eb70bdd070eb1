/** The five level backgrounds, bundled by Vite and decoded once as images for the canvas. */
import { LEVELS } from '../../../../games/brickbreaker/levels';
import level1 from '../art/level-1.svg';
import level2 from '../art/level-2.svg';
import level3 from '../art/level-3.svg';
import level4 from '../art/level-4.svg';
import level5 from '../art/level-5.svg';

const ART_BY_FILE: Readonly<Record<string, string>> = {
  'level-1.svg': level1,
  'level-2.svg': level2,
  'level-3.svg': level3,
  'level-4.svg': level4,
  'level-5.svg': level5,
};

/** URL of level n's background (1-based), as named by LEVELS[n-1].background. */
export function levelArtUrl(level: number): string | undefined {
  const file = LEVELS[level - 1]?.background;
  return file === undefined ? undefined : ART_BY_FILE[file];
}

let images: HTMLImageElement[] | null = null;

/** Starts loading every background (once per page load) so level changes never wait. */
export function preloadLevelArt(): readonly HTMLImageElement[] {
  images ??= LEVELS.map((_, i) => {
    const image = new Image();
    image.decoding = 'async';
    image.src = levelArtUrl(i + 1) ?? '';
    return image;
  });
  return images;
}

/**
 * The map's shading: member counts fall into five fixed bins, from "no members yet" to "100+".
 * Fixed (not scaled to the largest state) so a shade means the same thing from visit to visit
 * and the legend never changes; the steps grow roughly ×4, as clubs grow unevenly.
 */
export interface ShadeBin {
  /** 0 (lightest) … 4 (darkest); the `data-shade` of states and legend swatches. */
  shade: number;
  min: number;
  /** Inclusive upper bound; undefined for the open-ended last bin. */
  max?: number;
  label: string;
}

export const SHADE_BINS: readonly ShadeBin[] = [
  { shade: 0, min: 0, max: 0, label: '0' },
  { shade: 1, min: 1, max: 4, label: '1–4' },
  { shade: 2, min: 5, max: 24, label: '5–24' },
  { shade: 3, min: 25, max: 99, label: '25–99' },
  { shade: 4, min: 100, label: '100+' },
];

/** The shade of a member count; undefined while counts are loading (the state stays unshaded). */
export function shadeOf(count: number | undefined): number | undefined {
  if (count === undefined) return undefined;
  const bin = SHADE_BINS.findLast((b) => count >= b.min);
  return bin?.shade ?? 0;
}

import type { CalcResult } from '../../../shared/calc/calc-result';
import {
  equilateralTriangle,
  isoscelesTriangle,
  rightTriangleFromLegAndHypotenuse,
  rightTriangleFromLegs,
  scaleneTriangle,
  type TriangleSolution,
} from '../../../shared/calc/triangle';
import type { ResultRow } from './result-list';

export type TriangleMode = 'right-legs' | 'right-hypotenuse' | 'equilateral' | 'isosceles' | 'scalene';

/** Field keys map onto sides a, b, c, so values carry over sensibly when the mode changes. */
export type SideKey = 'a' | 'b' | 'c';
export type SideValues = Record<SideKey, string>;

interface TriangleModeSpec {
  label: string;
  fields: readonly { key: SideKey; label: string }[];
  solve: (values: SideValues) => CalcResult<TriangleSolution>;
  rows: (solution: TriangleSolution | null) => ResultRow[];
}

const DEG = '°';

const area = (s: TriangleSolution | null): ResultRow => ({ label: 'Area', value: s?.area ?? null });
const perimeter = (s: TriangleSolution | null): ResultRow => ({
  label: 'Perimeter',
  value: s?.perimeter ?? null,
});
const rightAngles = (s: TriangleSolution | null): ResultRow[] => [
  { label: 'Angle opposite leg a', value: s?.angleA ?? null, unit: DEG },
  { label: 'Angle opposite leg b', value: s?.angleB ?? null, unit: DEG },
];

export const TRIANGLE_MODES: Record<TriangleMode, TriangleModeSpec> = {
  'right-legs': {
    label: 'Right: two legs',
    fields: [
      { key: 'a', label: 'Leg a' },
      { key: 'b', label: 'Leg b' },
    ],
    solve: (v) => rightTriangleFromLegs(v.a, v.b),
    rows: (s) => [{ label: 'Hypotenuse', value: s?.c ?? null }, ...rightAngles(s), area(s), perimeter(s)],
  },
  'right-hypotenuse': {
    label: 'Right: leg and hypotenuse',
    fields: [
      { key: 'a', label: 'Leg a' },
      { key: 'c', label: 'Hypotenuse' },
    ],
    solve: (v) => rightTriangleFromLegAndHypotenuse(v.a, v.c),
    rows: (s) => [{ label: 'Leg b', value: s?.b ?? null }, ...rightAngles(s), area(s), perimeter(s)],
  },
  equilateral: {
    label: 'Equilateral',
    fields: [{ key: 'a', label: 'Side' }],
    solve: (v) => equilateralTriangle(v.a),
    rows: (s) => [{ label: 'Height', value: s?.height ?? null }, area(s), perimeter(s)],
  },
  isosceles: {
    label: 'Isosceles',
    fields: [
      { key: 'a', label: 'Equal side' },
      { key: 'c', label: 'Base' },
    ],
    solve: (v) => isoscelesTriangle(v.a, v.c),
    rows: (s) => [
      { label: 'Base angles', value: s?.angleA ?? null, unit: DEG },
      { label: 'Apex angle', value: s?.angleC ?? null, unit: DEG },
      { label: 'Height', value: s?.height ?? null },
      area(s),
      perimeter(s),
    ],
  },
  scalene: {
    label: 'Scalene: three sides',
    fields: [
      { key: 'a', label: 'Side a' },
      { key: 'b', label: 'Side b' },
      { key: 'c', label: 'Side c' },
    ],
    solve: (v) => scaleneTriangle(v.a, v.b, v.c),
    rows: (s) => [
      { label: 'Angle A (opposite a)', value: s?.angleA ?? null, unit: DEG },
      { label: 'Angle B (opposite b)', value: s?.angleB ?? null, unit: DEG },
      { label: 'Angle C (opposite c)', value: s?.angleC ?? null, unit: DEG },
      area(s),
      perimeter(s),
    ],
  },
};

export const TRIANGLE_MODE_OPTIONS = (Object.keys(TRIANGLE_MODES) as TriangleMode[]).map((mode) => ({
  value: mode,
  label: TRIANGLE_MODES[mode].label,
}));

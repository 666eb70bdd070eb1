/** The seven tetrominoes, their rotations and the wall-kick offsets tried when a rotation is blocked. */

export type PieceType = 'I' | 'O' | 'T' | 'S' | 'Z' | 'J' | 'L';
export type Rotation = 0 | 1 | 2 | 3;

export const PIECE_TYPES: readonly PieceType[] = ['I', 'O', 'T', 'S', 'Z', 'J', 'L'];

export interface Cell {
  readonly x: number;
  readonly y: number;
}

interface Shape {
  /** Side of the square box the piece rotates inside. */
  readonly size: number;
  readonly cells: readonly Cell[];
}

const SHAPES: Record<PieceType, Shape> = {
  I: { size: 4, cells: cells([0, 1], [1, 1], [2, 1], [3, 1]) },
  O: { size: 2, cells: cells([0, 0], [1, 0], [0, 1], [1, 1]) },
  T: { size: 3, cells: cells([1, 0], [0, 1], [1, 1], [2, 1]) },
  S: { size: 3, cells: cells([1, 0], [2, 0], [0, 1], [1, 1]) },
  Z: { size: 3, cells: cells([0, 0], [1, 0], [1, 1], [2, 1]) },
  J: { size: 3, cells: cells([0, 0], [0, 1], [1, 1], [2, 1]) },
  L: { size: 3, cells: cells([2, 0], [0, 1], [1, 1], [2, 1]) },
};

/**
 * Horizontal offsets tried in order when a rotation overlaps a wall or blocks. ±2 is needed for
 * the I piece standing against a wall.
 */
export const WALL_KICKS: readonly number[] = [0, -1, 1, -2, 2];

function cells(...points: [number, number][]): Cell[] {
  return points.map(([x, y]) => ({ x, y }));
}

/** Clockwise quarter turn inside a size×size box. */
function rotateClockwise(points: readonly Cell[], size: number): Cell[] {
  return points.map(({ x, y }) => ({ x: size - 1 - y, y: x }));
}

function buildRotations(shape: Shape): readonly (readonly Cell[])[] {
  const out: Cell[][] = [[...shape.cells]];
  for (let r = 1; r < 4; r++) out.push(rotateClockwise(out[r - 1] as Cell[], shape.size));
  return out;
}

const ROTATIONS: Record<PieceType, readonly (readonly Cell[])[]> = {
  I: buildRotations(SHAPES.I),
  O: buildRotations(SHAPES.O),
  T: buildRotations(SHAPES.T),
  S: buildRotations(SHAPES.S),
  Z: buildRotations(SHAPES.Z),
  J: buildRotations(SHAPES.J),
  L: buildRotations(SHAPES.L),
};

/** Cells of a piece relative to its box's top-left corner. */
export function pieceCells(type: PieceType, rotation: Rotation): readonly Cell[] {
  return ROTATIONS[type][rotation] as readonly Cell[];
}

export function boxSize(type: PieceType): number {
  return SHAPES[type].size;
}

export function nextRotation(rotation: Rotation): Rotation {
  return ((rotation + 1) % 4) as Rotation;
}

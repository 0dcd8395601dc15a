import { getStroke } from 'perfect-freehand';

/** A clockwise quarter turn a picture is shown at. */
export type PhotoRotation = 0 | 90 | 180 | 270;

/** A position on the rotated picture, as a share of its width (x) and height (y): 0…1. */
export type PhotoPoint = readonly [number, number] | readonly [number, number, number];

/** One mark over a photo, in 0…1 coordinates of the rotated picture (the contract's AnnotationMark). */
export type PhotoMark =
  | { readonly kind: 'TICK'; readonly x: number; readonly y: number }
  | { readonly kind: 'CROSS'; readonly x: number; readonly y: number }
  | { readonly kind: 'INK'; readonly points: readonly PhotoPoint[] }
  | { readonly kind: 'NOTE'; readonly x: number; readonly y: number; readonly text: string };

/** A photo's rotation and the marks drawn over it (the contract's PictureMarking without its URL). */
export interface PhotoMarking {
  readonly rotation: PhotoRotation;
  readonly marks: readonly PhotoMark[];
}

/** The quarter turns in order. */
export const PHOTO_ROTATIONS: readonly PhotoRotation[] = [0, 90, 180, 270];

/** Size of a picture once turned: a quarter turn swaps width and height. */
export function rotatedSize(width: number, height: number, rotation: PhotoRotation) {
  return rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };
}

/**
 * The SVG transform that draws a picture of the natural size width × height turned clockwise by
 * rotation, with its top-left corner at the origin of the turned picture.
 */
export function pictureTransform(width: number, height: number, rotation: PhotoRotation): string {
  switch (rotation) {
    case 90:
      return `translate(${height} 0) rotate(90)`;
    case 180:
      return `translate(${width} ${height}) rotate(180)`;
    case 270:
      return `translate(0 ${width}) rotate(270)`;
    default:
      return '';
  }
}

/** The next quarter turn clockwise (or anticlockwise when `by` is -90). */
export function turnedRotation(rotation: PhotoRotation, by: 90 | -90 = 90): PhotoRotation {
  return ((((rotation + by) % 360) + 360) % 360) as PhotoRotation;
}

/** Size of a mark's stroke: a share of the picture's shorter side, so marks look alike on any photo. */
export function markSize(width: number, height: number): number {
  return Math.max(Math.min(width, height) * 0.045, 4);
}

/** A tick centred at (x, y) in picture units, `size` across. */
export function tickPath(x: number, y: number, size: number): string {
  const h = size / 2;
  return `M ${x - h} ${y} L ${x - h / 3} ${y + h * 0.7} L ${x + h} ${y - h * 0.8}`;
}

/** A cross centred at (x, y) in picture units, `size` across. */
export function crossPath(x: number, y: number, size: number): string {
  const h = size / 2.4;
  return `M ${x - h} ${y - h} L ${x + h} ${y + h} M ${x + h} ${y - h} L ${x - h} ${y + h}`;
}

/**
 * The outline of a freehand stroke, drawn by perfect-freehand from the pointer's points (0…1 of the
 * picture, with the pressure when the pointer gave one) and filled as an SVG path.
 */
export function inkPath(points: readonly PhotoPoint[], width: number, height: number, size: number): string {
  const scaled = points.map((p) =>
    p.length === 3 ? [p[0] * width, p[1] * height, p[2]] : [p[0] * width, p[1] * height],
  );
  const pressured = points.some((p) => p.length === 3);
  const outline = getStroke(scaled, {
    size,
    thinning: 0.5,
    smoothing: 0.5,
    simulatePressure: !pressured,
    last: true,
  });
  if (outline.length < 2) return '';
  const f = (n: number) => n.toFixed(2);
  const parts: string[] = [];
  for (let i = 0; i < outline.length; i++) {
    const [ax = 0, ay = 0] = outline[i] ?? [];
    const [bx = 0, by = 0] = outline[(i + 1) % outline.length] ?? [];
    parts.push(`${f(ax)},${f(ay)} ${f((ax + bx) / 2)},${f((ay + by) / 2)}`);
  }
  const [sx = 0, sy = 0] = outline[0] ?? [];
  return `M${f(sx)},${f(sy)} Q${parts.join(' ')} Z`;
}

/** How many marks of each kind a photo carries (its accessible description). */
export function markCounts(marks: readonly PhotoMark[]) {
  const counts = { ticks: 0, crosses: 0, ink: 0, notes: 0 };
  for (const mark of marks) {
    if (mark.kind === 'TICK') counts.ticks++;
    else if (mark.kind === 'CROSS') counts.crosses++;
    else if (mark.kind === 'INK') counts.ink++;
    else counts.notes++;
  }
  return counts;
}

/** Keeps a share within the picture. */
export function clampUnit(value: number): number {
  return Math.min(1, Math.max(0, value));
}

import {
  clampUnit,
  inkPath,
  markCounts,
  pictureTransform,
  rotatedSize,
  turnedRotation,
} from './photo-marks-geometry';

/** Applies an SVG transform of the form pictureTransform writes to a point. */
function apply(transform: string, x: number, y: number): [number, number] {
  if (transform === '') return [x, y];
  const [, tx, ty, deg] = /translate\((\S+) (\S+)\) rotate\((\d+)\)/.exec(transform) ?? [];
  const r = (Number(deg) * Math.PI) / 180;
  const rx = x * Math.cos(r) - y * Math.sin(r);
  const ry = x * Math.sin(r) + y * Math.cos(r);
  return [Math.round(rx + Number(tx)) + 0, Math.round(ry + Number(ty)) + 0];
}

describe('photo geometry', () => {
  it('swaps width and height on a quarter turn only', () => {
    expect(rotatedSize(800, 600, 0)).toEqual({ width: 800, height: 600 });
    expect(rotatedSize(800, 600, 90)).toEqual({ width: 600, height: 800 });
    expect(rotatedSize(800, 600, 180)).toEqual({ width: 800, height: 600 });
    expect(rotatedSize(800, 600, 270)).toEqual({ width: 600, height: 800 });
  });

  it('turns the picture clockwise into the box of its rotated size', () => {
    // The top-left corner of the picture goes to the top-right after 90°, bottom-right after 180°,
    // bottom-left after 270°.
    expect(apply(pictureTransform(800, 600, 90), 0, 0)).toEqual([600, 0]);
    expect(apply(pictureTransform(800, 600, 90), 800, 600)).toEqual([0, 800]);
    expect(apply(pictureTransform(800, 600, 180), 0, 0)).toEqual([800, 600]);
    expect(apply(pictureTransform(800, 600, 270), 0, 0)).toEqual([0, 800]);
    expect(apply(pictureTransform(800, 600, 270), 800, 600)).toEqual([600, 0]);
    expect(pictureTransform(800, 600, 0)).toBe('');
  });

  it('turns by quarter turns both ways and wraps round', () => {
    expect(turnedRotation(0)).toBe(90);
    expect(turnedRotation(270)).toBe(0);
    expect(turnedRotation(0, -90)).toBe(270);
    expect(turnedRotation(180, -90)).toBe(90);
  });

  it('counts marks by kind', () => {
    expect(
      markCounts([
        { kind: 'TICK', x: 0, y: 0 },
        { kind: 'TICK', x: 1, y: 1 },
        { kind: 'CROSS', x: 0, y: 0 },
        { kind: 'INK', points: [[0, 0]] },
        { kind: 'NOTE', x: 0, y: 0, text: 'a' },
      ]),
    ).toEqual({ ticks: 2, crosses: 1, ink: 1, notes: 1 });
  });

  it('draws a freehand stroke as a closed outline in picture units', () => {
    const d = inkPath(
      [
        [0.1, 0.1],
        [0.5, 0.5],
        [0.9, 0.2],
      ],
      1000,
      500,
      10,
    );
    expect(d).toMatch(/^M[\d.]+,[\d.]+ Q/);
    expect(d.endsWith('Z')).toBe(true);
    const xs = [...d.matchAll(/([\d.]+),([\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...xs)).toBeGreaterThan(600);
    expect(Math.max(...xs)).toBeLessThan(1000);
  });

  it('keeps shares inside the picture', () => {
    expect(clampUnit(-0.2)).toBe(0);
    expect(clampUnit(1.3)).toBe(1);
    expect(clampUnit(0.4)).toBe(0.4);
  });
});

/** Targets up to each threshold count up by the step beside it (spec back-office §4: 10, 20, 50, 100, 300, 1000). */
export const COUNT_UP_STEPS: readonly { upTo: number; step: number }[] = [
  { upTo: 10, step: 1 },
  { upTo: 20, step: 2 },
  { upTo: 50, step: 5 },
  { upTo: 100, step: 10 },
  { upTo: 300, step: 30 },
  { upTo: 1000, step: 100 },
];
/** Above the last threshold the count takes this many steps. */
export const COUNT_UP_STEPS_ABOVE_LAST = 10;
/** Milliseconds between two steps of the animation. */
export const COUNT_UP_INTERVAL_MS = 50;

/** How much the count-up number adds per tick on its way from 0 to `target`. */
export function countUpStep(target: number): number {
  const size = Math.abs(target);
  if (!Number.isFinite(size)) return 1;
  for (const { upTo, step } of COUNT_UP_STEPS) if (size <= upTo) return step;
  return Math.ceil(size / COUNT_UP_STEPS_ABOVE_LAST);
}

/** The values shown one tick after another, from 0 to exactly `target`. */
export function countUpSequence(target: number): number[] {
  if (!Number.isFinite(target) || target === 0) return [0];
  const step = countUpStep(target) * Math.sign(target);
  const values: number[] = [0];
  let value = 0;
  while (Math.abs(value + step) < Math.abs(target)) {
    value += step;
    values.push(value);
  }
  values.push(target);
  return values;
}

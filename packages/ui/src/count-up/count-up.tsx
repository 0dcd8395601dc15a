import { useEffect, useState } from 'react';
import { COUNT_UP_INTERVAL_MS, countUpSequence } from './count-up-step';

export interface CountUpProps {
  /** The number to reach. */
  value: number;
  /** Digits after the decimal point shown. */
  decimals?: number;
  /** Text after the number, e.g. '%'. */
  suffix?: string;
  /** Extra class. */
  className?: string;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * A number that counts up from 0 to `value` (spec back-office §4), by the step of `countUpStep`.
 * Screen readers get the final value only; with reduced motion the final value shows at once.
 */
export function CountUp({ value, decimals = 0, suffix = '', className }: CountUpProps) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const sequence = countUpSequence(value);
    if (prefersReducedMotion()) {
      setShown(sequence[sequence.length - 1] ?? 0);
      return;
    }
    let index = 0;
    setShown(0);
    const timer = setInterval(() => {
      index += 1;
      setShown(sequence[index] ?? 0);
      if (index >= sequence.length - 1) clearInterval(timer);
    }, COUNT_UP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [value]);
  const format = (n: number) => `${n.toFixed(decimals)}${suffix}`;
  const final = Number.isFinite(value) ? value : 0;
  return (
    <span className={`hb-count-up ${className ?? ''}`.trim()}>
      <span aria-hidden="true">{format(shown)}</span>
      <span className="hb-visually-hidden">{format(final)}</span>
    </span>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS, COUNTDOWN_WARNING_MS, formatCountdown, remainingMs } from '../logic/countdown';

/**
 * The test's visible timer, counting down to its deadline (POST …/start's testDeadline); calls `onTimeUp`
 * once when it reaches 0. Screen readers hear it at five minutes and at the end, not every second.
 */
export function TestTimer({ deadline, onTimeUp }: { deadline: string; onTimeUp: () => void }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  const left = remainingMs(deadline, now) ?? 0;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0 && !fired.current) {
      fired.current = true;
      onTimeUp();
    }
  }, [left, onTimeUp]);
  const urgent = left <= COUNTDOWN_WARNING_MS;
  return (
    <div className={`st-timer${urgent ? ' st-timer--urgent' : ''}`}>
      <span className="st-timer__label">
        <Trans>Time left</Trans>
      </span>{' '}
      <span role="timer" aria-label={t`Time left`} className="st-timer__value" data-testid="test-timer">
        {formatCountdown(left)}
      </span>
      <span className="st-visually-hidden" aria-live="assertive">
        {left === 0
          ? t`Time is up: your answers are being handed in.`
          : urgent
            ? t`Less than five minutes left.`
            : ''}
      </span>
    </div>
  );
}

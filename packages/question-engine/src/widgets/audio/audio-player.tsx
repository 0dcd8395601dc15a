import { useEffect, useRef, useState } from 'react';
import { useQeT } from '../../i18n/use-qe-i18n';
import { safeUrl } from '../shared/sanitize';
import {
  AUDIO_INIT_DELAY_MS,
  canSeek,
  endPlay,
  initialListenState,
  type ListenState,
  startPlay,
} from './limited-listen';

/** Events of a limited-listen audio (spec §4). */
export type ListenEvent = 'listen' | 'finished';

export interface AudioPlayerProps {
  /** URL of the audio. */
  src: string;
  /** Accessible name, e.g. "Listening audio". */
  label: string;
  /** How many plays are allowed (answerAudioNum); 0 or absent is unlimited. */
  limit?: number | null;
  /** Called with 'listen' when a limited audio restarts and 'finished' when its plays are used up. */
  onListenEvent?: (event: ListenEvent) => void;
}

function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * An audio player with its own controls. With a limit, each play counts down, the audio restarts
 * 2 s after it ends while plays remain, seeking is blocked, and it is disabled at the end. The
 * audio element is set up 1 s after mounting (spec §4).
 */
export function AudioPlayer({ src, label, limit, onListenEvent }: AudioPlayerProps) {
  const t = useQeT();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [ready, setReady] = useState(false);
  const [listen, setListen] = useState<ListenState>(() => initialListenState(limit));
  const listenRef = useRef(listen);
  listenRef.current = listen;
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const lastTime = useRef(0);
  /** Where the player itself last moved the audio, so its own seek is told from a student's. */
  const ownSeek = useRef<number | null>(null);
  const restartTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const eventRef = useRef(onListenEvent);
  eventRef.current = onListenEvent;

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), AUDIO_INIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(
    () => () => {
      if (restartTimer.current) clearTimeout(restartTimer.current);
    },
    [],
  );

  const moveTo = (audio: HTMLAudioElement, seconds: number) => {
    ownSeek.current = seconds;
    audio.currentTime = seconds;
  };

  const play = () => {
    const audio = audioRef.current;
    if (!audio) return;
    const atStart = audio.currentTime === 0 || audio.ended;
    if (atStart) {
      const next = startPlay(listenRef.current);
      if (!next) return;
      setListen(next);
      listenRef.current = next;
    }
    void audio.play().catch(() => setPlaying(false));
  };

  const onEnded = () => {
    setPlaying(false);
    const { state, action } = endPlay(listenRef.current);
    setListen(state);
    listenRef.current = state;
    lastTime.current = 0;
    const audio = audioRef.current;
    if (audio) moveTo(audio, 0);
    if (action.kind === 'restart') {
      restartTimer.current = setTimeout(() => {
        eventRef.current?.('listen');
        play();
      }, action.afterMs);
    } else if (action.kind === 'finish') {
      eventRef.current?.('finished');
    }
  };

  const onSeeking = () => {
    const audio = audioRef.current;
    if (!audio || canSeek(listenRef.current)) return;
    const own = ownSeek.current;
    ownSeek.current = null;
    if (own !== null && Math.abs(audio.currentTime - own) < 0.05) return;
    // Limited mode: undo every seek the player did not make (media keys, the browser's own
    // controls, a script), however small, back to the last position played.
    moveTo(audio, lastTime.current);
  };

  const limited = !canSeek(listen);
  const disabled = !ready || listen.disabled;
  return (
    <fieldset className="hqe-audio">
      <legend className="hqe-audio__label">{label}</legend>
      {ready && (
        <audio
          ref={audioRef}
          src={safeUrl(src, 'audio')}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={onEnded}
          onSeeking={onSeeking}
          onTimeUpdate={(event) => {
            lastTime.current = event.currentTarget.currentTime;
            setTime({
              current: event.currentTarget.currentTime,
              duration: event.currentTarget.duration || 0,
            });
          }}
          onLoadedMetadata={(event) => setTime({ current: 0, duration: event.currentTarget.duration || 0 })}
        >
          <track kind="captions" />
        </audio>
      )}
      <button
        type="button"
        className="hqe-button hqe-audio__play"
        disabled={disabled}
        aria-pressed={playing}
        onClick={() => (playing ? audioRef.current?.pause() : play())}
      >
        {playing ? t('pause') : t('play')}
      </button>
      {limited ? (
        <progress
          className="hqe-audio__progress"
          aria-label={t('audioPosition')}
          max={time.duration || 1}
          value={time.current}
        />
      ) : (
        <input
          type="range"
          className="hqe-audio__seek"
          aria-label={t('audioPosition')}
          min={0}
          max={time.duration || 0}
          step={1}
          value={time.current}
          disabled={disabled}
          aria-valuetext={`${formatTime(time.current)} / ${formatTime(time.duration)}`}
          onChange={(event) => {
            const audio = audioRef.current;
            if (audio) audio.currentTime = Number(event.target.value);
          }}
        />
      )}
      <span className="hqe-audio__time">
        {formatTime(time.current)} / {formatTime(time.duration)}
      </span>
      {limited && (
        <span className="hqe-audio__plays" aria-live="polite">
          {listen.disabled ? t('playsUsed') : t('playsLeft', { count: listen.remaining })}
        </span>
      )}
    </fieldset>
  );
}

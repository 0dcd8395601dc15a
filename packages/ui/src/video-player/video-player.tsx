import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { uiText } from '../i18n/messages';
import { formatVideoTime, mediaVolume, skipTime, VIDEO_SKIP_SECONDS, VIDEO_VOLUME_MAX } from './video-time';

/** A captions or subtitles track (WebVTT). */
export interface VideoTrack {
  /** URL of the WebVTT file. */
  src: string;
  /** Language of the track, e.g. 'zh-HK'. */
  srcLang: string;
  /** Name shown in the track menu. */
  label: string;
}

export interface VideoPlayerProps {
  /** URL of the video. */
  src: string;
  /** Accessible name of the player. */
  title: string;
  /** Image shown before playing. */
  poster?: string;
  /** Captions in the video's language, shown by default; without them the track stays empty. */
  captions?: VideoTrack;
  /** Subtitles in other languages. */
  subtitles?: readonly VideoTrack[];
  /** Initial volume 0–100. */
  defaultVolume?: number;
  /** Allow seeking and skipping forward (homework may forbid fast-forward). */
  allowFastForward?: boolean;
}

/** Video with play/pause, skip 15 s back and forward, seek, volume 0–100 and full screen. */
export function VideoPlayer({
  src,
  title,
  poster,
  captions,
  subtitles = [],
  defaultVolume = VIDEO_VOLUME_MAX,
  allowFastForward = true,
}: VideoPlayerProps) {
  const { i18n } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(defaultVolume);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (video) video.volume = mediaVolume(volume);
  }, [volume]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const seek = (to: number) => {
    const video = videoRef.current;
    if (!video) return;
    const target = skipTime(to, 0, duration);
    if (!allowFastForward && target > video.currentTime) return;
    video.currentTime = target;
    setTime(target);
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play()?.catch(() => setPlaying(false));
    else video.pause();
  };

  const toggleFullscreen = () => {
    const frame = frameRef.current;
    if (!frame) return;
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void frame.requestFullscreen?.();
  };

  const back = i18n._({ ...uiText.videoBack, values: { seconds: VIDEO_SKIP_SECONDS } });
  const forward = i18n._({ ...uiText.videoForward, values: { seconds: VIDEO_SKIP_SECONDS } });

  return (
    <figure ref={frameRef} className="hb-video" aria-label={title} data-fullscreen={fullscreen || undefined}>
      <video
        ref={videoRef}
        className="hb-video__media"
        src={src}
        poster={poster}
        preload="metadata"
        playsInline
        onClick={togglePlay}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onDurationChange={(e) =>
          setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0)
        }
        onLoadedMetadata={(e) =>
          setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0)
        }
      >
        <track
          kind="captions"
          src={captions?.src}
          srcLang={captions?.srcLang}
          label={captions?.label}
          default
        />
        {subtitles.map((t) => (
          <track key={t.src} kind="subtitles" src={t.src} srcLang={t.srcLang} label={t.label} />
        ))}
      </video>
      <div className="hb-video__controls">
        <AriaButton className="hb-video__button" onPress={togglePlay} data-playing={playing || undefined}>
          {playing ? i18n._(uiText.videoPause) : i18n._(uiText.videoPlay)}
        </AriaButton>
        <AriaButton className="hb-video__button" onPress={() => seek(time - VIDEO_SKIP_SECONDS)}>
          {back}
        </AriaButton>
        <AriaButton
          className="hb-video__button"
          isDisabled={!allowFastForward}
          onPress={() => seek(time + VIDEO_SKIP_SECONDS)}
        >
          {forward}
        </AriaButton>
        {/* Native range inputs: the platform gives them keyboard and screen-reader support. */}
        <input
          type="range"
          className="hb-range hb-video__seek"
          aria-label={i18n._(uiText.videoSeek)}
          aria-valuetext={`${formatVideoTime(time)} / ${formatVideoTime(duration)}`}
          min={0}
          max={Math.max(Math.floor(duration), 0)}
          step={1}
          value={Math.floor(Math.min(time, duration))}
          disabled={duration === 0}
          onChange={(e) => seek(e.currentTarget.valueAsNumber)}
        />
        <span className="hb-video__time" aria-hidden="true">
          {formatVideoTime(time)} / {formatVideoTime(duration)}
        </span>
        <input
          type="range"
          className="hb-range hb-video__volume"
          aria-label={i18n._(uiText.videoVolume)}
          min={0}
          max={VIDEO_VOLUME_MAX}
          step={1}
          value={volume}
          onChange={(e) => setVolume(e.currentTarget.valueAsNumber)}
        />
        <AriaButton className="hb-video__button" onPress={toggleFullscreen} aria-pressed={fullscreen}>
          {i18n._(uiText.videoFullscreen)}
        </AriaButton>
      </div>
    </figure>
  );
}

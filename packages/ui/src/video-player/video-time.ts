/** The skip buttons move the video by this many seconds (spec back-office §9). */
export const VIDEO_SKIP_SECONDS = 15;
/** Volume runs from 0 to 100 (spec §2). */
export const VIDEO_VOLUME_MAX = 100;

/** The playback position after skipping `delta` seconds, kept inside the video. */
export function skipTime(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const target = (Number.isFinite(current) ? current : 0) + (Number.isFinite(delta) ? delta : 0);
  return Math.min(end, Math.max(0, target));
}

/** A 0–100 volume as the 0–1 value of HTMLMediaElement.volume. */
export function mediaVolume(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(VIDEO_VOLUME_MAX, Math.max(0, percent)) / VIDEO_VOLUME_MAX;
}

/** Seconds as m:ss or h:mm:ss. */
export function formatVideoTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Version code of this app (spec §9). */
export const APP_VERSION = '3.11.1';

/**
 * true when a remote language pack or font may replace the built-in one (spec §9): its version,
 * dots removed and padded with zeros to the app version's length, is at least the app's.
 * A missing or non-numeric version is never used.
 */
export function shouldUseRemoteFile(
  remoteVersion: string | null | undefined,
  appVersion = APP_VERSION,
): boolean {
  if (!remoteVersion) return false;
  const remote = remoteVersion.replaceAll('.', '');
  const app = appVersion.replaceAll('.', '');
  if (!/^\d+$/.test(remote) || !/^\d+$/.test(app)) return false;
  const length = Math.max(remote.length, app.length);
  return Number(remote.padEnd(length, '0')) >= Number(app.padEnd(length, '0'));
}

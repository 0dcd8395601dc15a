import { updateFileQueryOptions } from '@harbour/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { applyLanguagePack } from '../shared/i18n';
import { shouldUseRemoteFile } from './shell/logic/should-use-remote-file';

/** id of the <link> of a remote font stylesheet. */
export const REMOTE_FONT_LINK_ID = 'hb-remote-font';

/** The remote language pack, when published and recent enough (spec §9); else nothing, silently. */
export async function loadRemoteLanguagePack(queryClient: QueryClient): Promise<boolean> {
  try {
    const file = await queryClient.fetchQuery(updateFileQueryOptions('TEXT'));
    if (!file || !shouldUseRemoteFile(file.versionCode)) return false;
    const response = await fetch(file.fileUrl);
    if (!response.ok) return false;
    return applyLanguagePack(await response.json());
  } catch {
    return false;
  }
}

/** The remote font stylesheet, when published and recent enough (spec §9); else nothing, silently. */
export async function loadRemoteFont(queryClient: QueryClient): Promise<boolean> {
  try {
    const file = await queryClient.fetchQuery(updateFileQueryOptions('FONT'));
    if (!file || !shouldUseRemoteFile(file.versionCode)) return false;
    if (document.getElementById(REMOTE_FONT_LINK_ID)) return true;
    const link = document.createElement('link');
    link.id = REMOTE_FONT_LINK_ID;
    link.rel = 'stylesheet';
    link.href = file.fileUrl;
    // A stylesheet that fails to load is removed: the built-in font stays.
    link.addEventListener('error', () => link.remove());
    document.head.append(link);
    return true;
  } catch {
    return false;
  }
}

/** At start (spec §4): language pack and font, each falling back to the built-in one. */
export function loadRemoteFiles(queryClient: QueryClient): Promise<[boolean, boolean]> {
  return Promise.all([loadRemoteLanguagePack(queryClient), loadRemoteFont(queryClient)]);
}

import { ERROR_CODES, type MediaAnswer, type UploadKind } from '@harbour/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema';
import { ruleError } from '../../errors';
import { keyPrefixFor, LOCAL_UPLOADS_PREFIX, type Storage } from '../../storage';

// Photos and recordings named in a student's answer (essay, long answer, speaking): the answer names files by
// the URL the upload gave back (signed, or with its query string dropped, question-engine spec §7); the server
// stores the file's key instead (a stable reference, never an expiring URL) after checking the file is one the
// student uploaded, and hands out fresh signed URLs when the answer is read.

/** The storage key a URL or key names: its path, without origin, query, fragment or /uploads/ prefix. */
export function keyOfUrl(url: string): string | null {
  let path = url.trim().split(/[?#]/, 1)[0] ?? '';
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (path.startsWith(LOCAL_UPLOADS_PREFIX)) path = path.slice(LOCAL_UPLOADS_PREFIX.length);
  path = path.replace(/^\/+/, '');
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(path) || path.split('/').some((part) => part === '.' || part === '..')) {
    return null;
  }
  return path;
}

/** The files of a media answer with the kinds each may be (photos: images, or PDFs where `pdfPhotos`). */
function filesOf(
  answer: MediaAnswer,
  pdfPhotos: boolean,
): { url: string; kinds: readonly UploadKind[]; field: string }[] {
  const photoKinds: readonly UploadKind[] = pdfPhotos ? ['image', 'pdf'] : ['image'];
  if ('imgUrl' in answer) return answer.imgUrl.map((url) => ({ url, kinds: photoKinds, field: 'imgUrl' }));
  const audio: readonly UploadKind[] = ['audio'];
  return [
    ...answer.uploadList.map((clip) => ({ url: clip.url, kinds: audio, field: 'uploadList' })),
    ...answer.makeList.map((clip) => ({ url: clip.url, kinds: audio, field: 'makeList' })),
  ];
}

/** Replaces every URL of a media answer. */
function mapUrls(answer: MediaAnswer, map: (url: string) => string): MediaAnswer {
  if ('imgUrl' in answer) return { ...answer, imgUrl: answer.imgUrl.map(map) };
  return {
    ...answer,
    uploadList: answer.uploadList.map((clip) => ({ ...clip, url: map(clip.url) })),
    makeList: answer.makeList.map((clip) => ({ ...clip, url: map(clip.url) })),
  };
}

/**
 * The media answers as stored: each URL replaced by its storage key, after checking that every file is one the
 * uploader (`owner`, as uploads name them: s{studentId}) stored in this school with the right kind (photos are
 * images, recordings mp3; a task sheet's hand-in may also name PDFs: `pdfPhotos`). Anything else is refused
 * with 'Upload failed' naming the field, and nothing stored.
 */
export async function storedMediaAnswers(
  db: DbOrTx,
  schoolId: number,
  owner: string,
  answers: readonly (MediaAnswer | null)[],
  pdfPhotos = false,
): Promise<(MediaAnswer | null)[]> {
  const files = answers.flatMap((answer) => (answer ? filesOf(answer, pdfPhotos) : []));
  if (files.length === 0) return [...answers];
  const keyOf = new Map<string, string>();
  for (const file of files) {
    const key = keyOfUrl(file.url);
    if (!key || !file.kinds.some((kind) => key.startsWith(keyPrefixFor(schoolId, owner, kind)))) {
      throw ruleError(ERROR_CODES.UPLOAD_WRONG_TYPE, 'mediaNotUploaded', { field: file.field });
    }
    keyOf.set(file.url, key);
  }
  const keys = [...new Set(keyOf.values())];
  const found = await db
    .select({ fileKey: uploads.fileKey })
    .from(uploads)
    .where(and(eq(uploads.schoolId, schoolId), eq(uploads.owner, owner), inArray(uploads.fileKey, keys)));
  const known = new Set(found.map((row) => row.fileKey));
  const missing = files.find((file) => !known.has(keyOf.get(file.url) ?? ''));
  if (missing) throw ruleError(ERROR_CODES.UPLOAD_WRONG_TYPE, 'mediaNotUploaded', { field: missing.field });
  return answers.map((answer) => (answer ? mapUrls(answer, (url) => keyOf.get(url) ?? url) : null));
}

/** A stored media answer as a reader gets it: every key as a fresh signed URL. */
export function viewableMediaAnswer(storage: Storage, stored: unknown): MediaAnswer | null {
  if (stored === null || typeof stored !== 'object') return null;
  return mapUrls(stored as MediaAnswer, (key) => storage.signedUrl(key));
}

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadKind } from '@harbour/api-client/contract';

/*
 * Uploads in parts (question-engine spec §7), modelled on object storage's multipart upload: initiate, put
 * parts, complete. The parts wait on this server's disk (DATA_DIR/upload-parts), never in memory, whatever
 * the storage: complete assembles them, checks the file by its bytes and stores it through the storage layer
 * like the single upload. Each upload is a folder `{uploadId}~{owner key}` holding meta.json and one file per
 * part; the folder goes on complete, on a refusal, and when abandoned (ABANDONED_UPLOAD_MS).
 */

/** An upload nobody touched for an hour is abandoned: its parts are swept. */
export const ABANDONED_UPLOAD_MS = 60 * 60_000;
/** Unfinished uploads one user may have at a time (each holds up to its kind's size on disk). */
export const MAX_OPEN_UPLOADS = 20;
/** How often abandoned uploads are swept. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** What an upload in parts was begun for: its grant, spent when it completes. */
export interface MultipartMeta {
  grantId: string;
  kind: UploadKind;
  keyPrefix: string;
  /** The grant's end (epoch ms): parts and complete are refused after it. */
  expiresAt: number;
}

/** An upload found for a caller. */
export type FoundUpload =
  | { status: 'own'; uploadId: string; meta: MultipartMeta }
  | { status: 'other' }
  | { status: 'unknown' };

/** A part as stored. */
export interface StoredPart {
  partNumber: number;
  size: number;
  etag: string;
}

/** Why assembling refused: a part missing, named twice, or not the bytes uploaded; or the whole too large. */
export type AssembleRefusal =
  | { refused: 'missing' | 'duplicate' | 'changed'; partNumber: number }
  | { refused: 'tooLarge' };

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** The folder store of uploads in parts under `root`. */
export function createUploadParts(root: string) {
  let lastSweep = 0;
  const folderName = (uploadId: string, ownerKey: string) => `${uploadId}~${ownerKey}`;
  const partPath = (folder: string, partNumber: number) => join(root, folder, `${partNumber}.part`);
  // No folder yet is no upload yet: it is made by the first upload that begins.
  const entries = async (): Promise<string[]> => readdir(root).catch(() => []);

  async function discard(folder: string): Promise<void> {
    await rm(join(root, folder), { recursive: true, force: true });
  }

  /** Removes uploads untouched for ABANDONED_UPLOAD_MS (a folder's time changes with every part written). */
  async function sweep(now = Date.now()): Promise<number> {
    lastSweep = now;
    let removed = 0;
    for (const name of await entries()) {
      const found = await stat(join(root, name)).catch(() => null);
      if (found && now - found.mtimeMs > ABANDONED_UPLOAD_MS) {
        await discard(name);
        removed += 1;
      }
    }
    return removed;
  }

  return {
    root,
    sweep,

    /** Sweeps now and then every SWEEP_EVERY_MS (the timer keeps no process alive); returns the stopper. */
    startSweeping(): () => void {
      void sweep().catch(() => undefined);
      const timer = setInterval(() => void sweep().catch(() => undefined), SWEEP_EVERY_MS);
      timer.unref();
      return () => clearInterval(timer);
    },

    /** Unfinished uploads of an owner (after sweeping the abandoned ones, at most once a minute). */
    async openCount(ownerKey: string): Promise<number> {
      if (Date.now() - lastSweep > 60_000) await sweep();
      return (await entries()).filter((name) => name.endsWith(`~${ownerKey}`)).length;
    },

    /** Begins an upload: a fresh uploadId and its folder with the grant's meta. */
    async begin(ownerKey: string, meta: MultipartMeta): Promise<string> {
      const uploadId = randomBytes(16).toString('hex');
      const folder = join(root, folderName(uploadId, ownerKey));
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, 'meta.json'), JSON.stringify(meta), { flag: 'wx' });
      return uploadId;
    },

    /** The upload of an id: the caller's own, another user's, or none. */
    async find(uploadId: string, ownerKey: string): Promise<FoundUpload> {
      const name = (await entries()).find((entry) => entry.startsWith(`${uploadId}~`));
      if (!name) return { status: 'unknown' };
      if (name !== folderName(uploadId, ownerKey)) return { status: 'other' };
      try {
        const meta = JSON.parse(await readFile(join(root, name, 'meta.json'), 'utf8')) as MultipartMeta;
        return { status: 'own', uploadId, meta };
      } catch {
        return { status: 'unknown' };
      }
    },

    /** Stores a part (replacing one of the same number), written whole before it counts; null when the upload is gone. */
    async putPart(
      uploadId: string,
      ownerKey: string,
      partNumber: number,
      bytes: Uint8Array,
    ): Promise<StoredPart | null> {
      const folder = folderName(uploadId, ownerKey);
      const path = partPath(folder, partNumber);
      const partial = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, path);
      } catch (error) {
        // Completed, refused or swept meanwhile: the upload is gone.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      return { partNumber, size: bytes.byteLength, etag: md5(bytes) };
    },

    /**
     * The file: the named parts in part-number order, which must be exactly 1..n, each once and each the
     * bytes its etag names, together at most maxBytes (sizes are read before any part is).
     */
    async assemble(
      uploadId: string,
      ownerKey: string,
      parts: readonly { partNumber: number; etag: string }[],
      maxBytes: number,
    ): Promise<Uint8Array | AssembleRefusal> {
      const folder = folderName(uploadId, ownerKey);
      const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
      for (const [index, part] of sorted.entries()) {
        if (index > 0 && sorted[index - 1]?.partNumber === part.partNumber) {
          return { refused: 'duplicate', partNumber: part.partNumber };
        }
        if (part.partNumber !== index + 1) {
          return { refused: 'missing', partNumber: index + 1 };
        }
      }
      let total = 0;
      for (const part of sorted) {
        const found = await stat(partPath(folder, part.partNumber)).catch(() => null);
        if (!found?.isFile()) return { refused: 'missing', partNumber: part.partNumber };
        total += found.size;
      }
      if (total > maxBytes) return { refused: 'tooLarge' };
      const chunks: Buffer[] = [];
      for (const part of sorted) {
        const bytes = await readFile(partPath(folder, part.partNumber)).catch(() => null);
        if (!bytes) return { refused: 'missing', partNumber: part.partNumber };
        if (md5(bytes) !== part.etag) return { refused: 'changed', partNumber: part.partNumber };
        chunks.push(bytes);
      }
      return new Uint8Array(Buffer.concat(chunks));
    },

    /** Removes an upload and its parts (on complete and on every refusal). */
    discard: (uploadId: string, ownerKey: string) => discard(folderName(uploadId, ownerKey)),
  };
}

export type UploadParts = ReturnType<typeof createUploadParts>;

import { z } from 'zod';
import { textSchema } from './common';

/** GET /ael/school/common/updatefile/latest query (back-office spec §7 "File config"). */
export const updateFileQuerySchema = z.object({
  /** Device asking: SCHOOL_PC. */
  deviceType: z.enum(['SCHOOL_PC']),
  /** TEXT (language pack) or FONT (font stylesheet). */
  fileType: z.enum(['TEXT', 'FONT']),
});
export type UpdateFileQuery = z.infer<typeof updateFileQuerySchema>;

/** GET /ael/school/common/updatefile/latest answer; null resultData when no file is published. */
export const updateFileSchema = z.object({
  /** URL of the file. */
  fileUrl: z.string(),
  /** Version such as 3.11.1; used only when not below the app version. */
  versionCode: z.string(),
});
export type UpdateFile = z.infer<typeof updateFileSchema>;

/**
 * What may be uploaded, per kind (back-office spec §3 "Uploads"): images JPG/JPEG/PNG, audio mp3 only,
 * task sheets PDF only. The server reads the type from the bytes; the name and the declared type do not count.
 */
export const UPLOAD_KINDS = {
  image: {
    types: [
      { mime: 'image/jpeg', extension: 'jpg' },
      { mime: 'image/png', extension: 'png' },
    ],
    maxBytes: 10 * 1_048_576,
    label: 'JPG, JPEG, PNG',
  },
  audio: {
    types: [{ mime: 'audio/mpeg', extension: 'mp3' }],
    maxBytes: 20 * 1_048_576,
    label: 'MP3',
  },
  pdf: {
    types: [{ mime: 'application/pdf', extension: 'pdf' }],
    maxBytes: 20 * 1_048_576,
    label: 'PDF',
  },
} as const satisfies Record<
  string,
  { types: readonly { mime: string; extension: string }[]; maxBytes: number; label: string }
>;

/** image (JPG/JPEG/PNG), audio (mp3) or pdf (task sheet). */
export const uploadKindSchema = z.enum(['image', 'audio', 'pdf']);
export type UploadKind = z.infer<typeof uploadKindSchema>;

/** GET /ael/school/common/oss/auth query: the kind of file about to be uploaded. */
export const ossAuthQuerySchema = z.object({
  /** image when absent. */
  kind: uploadKindSchema.default('image'),
});
export type OssAuthQuery = z.input<typeof ossAuthQuerySchema>;

/** Alibaba Cloud OSS PostObject form fields for a direct upload (only when the server stores on OSS). */
export const ossPostPolicySchema = z.object({
  /** Form action: https://{bucket}.{endpoint}. */
  host: z.string(),
  /** Base64 policy: key must start with keyPrefix, size within maxBytes, until expiresAt. */
  policy: z.string(),
  /** Signature of the policy. */
  signature: z.string(),
  /** OSSAccessKeyId form field. */
  accessKeyId: z.string(),
  region: z.string(),
  bucketName: z.string(),
});
export type OssPostPolicy = z.infer<typeof ossPostPolicySchema>;

/**
 * GET /ael/school/common/oss/auth answer (authorisation of one upload). `uploadUrl` (this server, byte-checked,
 * works with either storage) carries a short-lived signed token that the first stored upload spends.
 */
export const ossAuthSchema = z.object({
  /** Where the server stores files: local disk or OSS. */
  provider: z.enum(['local', 'oss']),
  /** Kind this authorisation is for. */
  kind: uploadKindSchema,
  /** Every stored key starts with this: schools/{schoolId}/users/{userId}/{kind}/. */
  keyPrefix: z.string(),
  /** POST a multipart form with one `file` part here (relative to the API base). */
  uploadUrl: z.string(),
  /**
   * POST here (relative to the API base, the same token) to start an upload in parts (spec §7): its uploadId
   * takes parts of at most UPLOAD_PART_SIZE bytes, then `complete` stores the file.
   */
  multipartUrl: z.string(),
  /** End of validity (ISO). */
  expiresAt: z.string(),
  /** Largest accepted file in bytes. */
  maxBytes: z.number().int(),
  /** Accepted MIME types. */
  accept: z.array(z.string()),
  /** Direct-to-OSS form fields: always null, since every file is checked by its bytes on this server. */
  oss: ossPostPolicySchema.nullable(),
});
export type OssAuth = z.infer<typeof ossAuthSchema>;

/** POST /ael/school/common/oss/upload query: the token from oss/auth. */
export const uploadQuerySchema = z.object({
  token: textSchema.min(1).max(2000),
});

/** POST /ael/school/common/oss/multipart answer: an upload in parts begun for the grant of the token. */
export const multipartUploadSchema = z.object({
  /** Names the upload in the part and complete calls; only its starter may use it. */
  uploadId: z.string(),
  /** Largest part in bytes (UPLOAD_PART_SIZE, 256000). */
  partSize: z.number().int(),
  /** Highest part number: the kind's size limit in parts (parts are numbered 1..maxParts). */
  maxParts: z.number().int(),
  /** End of validity (ISO): the grant's; parts and complete are refused after it. */
  expiresAt: z.string(),
});
export type MultipartUpload = z.infer<typeof multipartUploadSchema>;

/** An upload id: 32 lower-case hex digits. */
export const uploadIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'an upload id');

/** PUT /ael/school/common/oss/multipart/{uploadId}/parts/{partNumber} path. */
export const uploadPartParamsSchema = z.object({
  uploadId: uploadIdSchema,
  /** 1 for the first UPLOAD_PART_SIZE bytes, 2 for the next, and so on. */
  partNumber: z.coerce.number().int().min(1).max(10_000),
});

/** POST /ael/school/common/oss/multipart/{uploadId}/complete path. */
export const multipartUploadParamsSchema = z.object({ uploadId: uploadIdSchema });

/** PUT …/parts/{partNumber} answer: the part as stored. */
export const uploadedPartSchema = z.object({
  partNumber: z.number().int(),
  /** Bytes of the part. */
  size: z.number().int(),
  /** MD5 of the part's bytes (hex): complete names each part with it, as object storage does. */
  etag: z.string(),
});
export type UploadedPart = z.infer<typeof uploadedPartSchema>;

/** POST …/complete body: every part of the file, each with the etag its upload answered (any order). */
export const completeUploadBodySchema = z.object({
  parts: z
    .array(
      z.object({
        partNumber: z.number().int().min(1).max(10_000),
        etag: z.string().regex(/^[0-9a-f]{32}$/, 'an etag'),
      }),
    )
    .min(1)
    .max(200),
});
export type CompleteUploadBody = z.infer<typeof completeUploadBodySchema>;

/** A stored file: its key, a short-lived signed URL to read it (files are private), size and type read from the bytes. */
export const storedFileSchema = z.object({
  key: z.string(),
  url: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** The upload kind of a file the question player hands over: mp3 recordings are audio, the rest photos. */
export function uploadKindOf(fileName: string, type: string): UploadKind {
  if (/\.mp3$/i.test(fileName) || /^audio\//i.test(type)) return 'audio';
  if (/\.pdf$/i.test(fileName) || type === 'application/pdf') return 'pdf';
  return 'image';
}

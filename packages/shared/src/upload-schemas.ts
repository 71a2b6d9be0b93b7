import { z } from 'zod';
import type { ACCEPTED_UPLOAD_EXTENSIONS } from './constants.ts';

export const FILE_KINDS = ['SOURCE', 'TRANSLATED'] as const;
export type TFileKind = (typeof FILE_KINDS)[number];

/** The accepted document types: extension → the content types browsers report for it. */
export const UPLOAD_TYPES = {
  '.pdf': ['application/pdf'],
  '.doc': ['application/msword'],
  '.docx': ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  '.txt': ['text/plain'],
  '.jpg': ['image/jpeg'],
  '.jpeg': ['image/jpeg'],
  '.png': ['image/png'],
  // iPhones save photos as HEIC; browsers report image/heic or image/heif (or nothing).
  '.heic': ['image/heic', 'image/heif'],
  '.heif': ['image/heif', 'image/heic'],
  '.webp': ['image/webp'],
} as const satisfies Record<(typeof ACCEPTED_UPLOAD_EXTENSIONS)[number], readonly string[]>;

export type TUploadExtension = keyof typeof UPLOAD_TYPES;

export const fileExtension = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot).toLowerCase();
};

export const isAcceptedFilename = (filename: string): boolean => fileExtension(filename) in UPLOAD_TYPES;

/** Translated files delivered by staff: documents only. */
export const TRANSLATED_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;

export const ZUploadFileDescriptor = z.object({
  filename: z
    .string({ error: 'filename is required' })
    .trim()
    .min(1, { error: 'filename is required' })
    .max(255, { error: 'filename must be at most 255 characters' }),
  // Browsers send an empty type for unknown files; the server decides from the extension and the bytes.
  contentType: z.string().max(255).default(''),
  size: z.number({ error: 'size must be a number of bytes' }).int().min(1, { error: 'The file is empty' }),
});

export const ZPresignRequest = z.object({
  files: z.array(ZUploadFileDescriptor).min(1, { error: 'Choose at least one file' }).max(100),
  orderId: z.uuid().optional(),
  fileType: z.enum(FILE_KINDS).default('SOURCE'),
});
export type TPresignRequest = z.infer<typeof ZPresignRequest>;

export const ZPresignedUpload = z.object({
  fileKey: z.string(),
  originalFilename: z.string(),
  uploadUrl: z.string(),
  /** Epoch seconds after which the URL no longer accepts the upload. */
  expiresAt: z.number(),
});
export const ZPresignResponse = z.object({ uploads: z.array(ZPresignedUpload) });
export type TPresignResponse = z.infer<typeof ZPresignResponse>;

export const ZFileKey = z.string().regex(/^[a-z0-9-]{20,80}$/, { error: 'Unknown file' });

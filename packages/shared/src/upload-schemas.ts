import { z } from 'zod';
import { FILE_KINDS } from './file-types.ts';

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
  /**
   * A translator's version of their task (TRANSLATED only, instead of `orderId`): the server finds the order from the
   * task, so a translator never needs its id (issue 30).
   */
  taskId: z.uuid({ error: 'Task not found' }).optional(),
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

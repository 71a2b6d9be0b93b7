import { fileExtension } from '@sello/shared/file-types';
import { AppError } from '../../errors/app-error.ts';
import {
  CONTENT_TYPE_BY_EXTENSION,
  DESCRIPTION_BY_EXTENSION,
  detectContentKind,
  KINDS_BY_EXTENSION,
} from '../../storage/detect-content-type.ts';

export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, {
    reason: 'file-too-large',
  });

/**
 * Why stored bytes cannot be accepted under their file name (empty, too large, magic bytes that do not match the
 * extension), or null with the content type the file is kept under. The same rules for both storages.
 */
export const checkUploadedContent = (
  originalName: string,
  stored: { size: number; head: Buffer },
  maxBytes: number,
): { problem: AppError; contentType?: undefined } | { problem: null; contentType: string } => {
  const extension = fileExtension(originalName);
  if (stored.size > maxBytes) return { problem: tooLarge(maxBytes) };
  if (stored.size === 0)
    return { problem: new AppError('BAD_REQUEST', `${originalName} is empty.`, { reason: 'empty-file' }) };
  const kind = detectContentKind(stored.head);
  if (!(KINDS_BY_EXTENSION[extension] ?? []).includes(kind)) {
    return {
      problem: new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${originalName} does not look like ${DESCRIPTION_BY_EXTENSION[extension] ?? 'an accepted document'}. Please check the file and try again.`,
        { reason: 'unsupported-file-type' },
      ),
    };
  }
  return { problem: null, contentType: CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream' };
};

import { fileExtension, UPLOAD_TYPES } from '@sello/shared/file-types';
import type { TLocale } from '@sello/shared/i18n/locales';
import { formatMessage, sharedWords } from '../i18n/format-message.ts';

const TYPE_LABELS: Record<string, string> = { '.jpeg': 'JPG', '.heif': 'HEIC' };

/**
 * How an email to a customer lists documents: "2 documents (PDF, JPG)", in the reader's language. A file name is
 * written by whoever uploaded it and may carry a sentence or a domain that mail clients turn into a link, so customers'
 * emails never print one; the types come from a fixed list (an unknown extension adds none). Staff emails may print
 * the names.
 */
export const documentsForEmail = (filenames: readonly string[], locale: TLocale): string => {
  const types = [
    ...new Set(
      filenames
        .map(fileExtension)
        .filter((extension) => extension in UPLOAD_TYPES)
        .map((extension) => TYPE_LABELS[extension] ?? extension.slice(1).toUpperCase()),
    ),
  ];
  const count = formatMessage(locale, sharedWords(locale).units.documents, { count: filenames.length });
  return types.length > 0 ? `${count} (${types.join(', ')})` : count;
};

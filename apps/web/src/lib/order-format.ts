import { LANGUAGES, type TServiceType } from '@sello/shared/constants';

/** Display helpers shared by checkout, confirmation, tracking and the order page. */

export const SERVICE_LABELS: Record<TServiceType, string> = {
  professional: 'Professional Translation',
  sworn: 'Sworn Translation',
};

const isLanguageCode = (code: string): code is keyof typeof LANGUAGES => Object.hasOwn(LANGUAGES, code);

/** `es` → `{ name: 'Spanish', flag: '🇪🇸' }`; an unknown code is shown as itself, without a flag. */
export const languageInfo = (code: string): { name: string; flag: string | null } =>
  isLanguageCode(code)
    ? { name: LANGUAGES[code].name, flag: LANGUAGES[code].flag }
    : { name: code.toUpperCase(), flag: null };

/** `English → Spanish`. */
export const formatLanguagePair = (source: string, target: string): string =>
  `${languageInfo(source).name} → ${languageInfo(target).name}`;

const dateFormatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** `Dec 1, 2024` (empty text for a missing or unreadable date). */
export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormatter.format(date);
};

/** `Dec 1, 2024, 3:05 PM`. */
export const formatDateTime = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormatter.format(date);
};

const countFormatter = new Intl.NumberFormat('en-US');

/** `1 page`, `1,250 words`. */
export const formatCount = (count: number, singular: string, plural = `${singular}s`): string =>
  `${countFormatter.format(count)} ${count === 1 ? singular : plural}`;

/** `820 B`, `14.2 KB`, `3.1 MB`. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
};

/** The first eight characters of an id and an ellipsis: `3f2a9c1e…`. */
export const shortId = (id: string): string => `${id.slice(0, 8)}…`;

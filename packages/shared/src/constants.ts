/**
 * The site's languages, keyed by the value that travels in requests, responses and the database (the
 * specification's `english` | `spanish` | `french`). `code` is the ISO 639-1 code for the places that need one:
 * OCR, translation providers, HTML `lang` attributes — and it is accepted on input as an alias (`ZLanguage`).
 */
export const LANGUAGES = {
  english: { value: 'english', code: 'en', name: 'English' },
  spanish: { value: 'spanish', code: 'es', name: 'Spanish' },
  french: { value: 'french', code: 'fr', name: 'French' },
} as const;

export type TLanguage = keyof typeof LANGUAGES;
export const LANGUAGE_VALUES = Object.keys(LANGUAGES) as [TLanguage, ...TLanguage[]];

export const LANGUAGE_PAIRS = [
  { source: 'english', target: 'spanish', swornAvailable: true },
  { source: 'english', target: 'french', swornAvailable: false },
  { source: 'spanish', target: 'english', swornAvailable: true },
  { source: 'french', target: 'english', swornAvailable: false },
] as const satisfies ReadonlyArray<{ source: TLanguage; target: TLanguage; swornAvailable: boolean }>;

export const SERVICE_TYPES = ['professional', 'sworn'] as const;
export type TServiceType = (typeof SERVICE_TYPES)[number];
/** The order's `serviceName`, and how every screen names the service. */
export const SERVICE_NAMES: Record<TServiceType, string> = {
  professional: 'Professional Translation',
  sworn: 'Sworn Translation',
};

export const ORDER_STATUSES = ['PENDING', 'PAID', 'IN_PROGRESS', 'COMPLETED', 'DELIVERED', 'CANCELLED'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const QUOTE_STATUSES = ['PENDING', 'SERVICE_SELECTED', 'ACCEPTED', 'EXPIRED'] as const;
export type TQuoteStatus = (typeof QUOTE_STATUSES)[number];

export const CONTACT_SUBJECTS = ['general', 'quote', 'support', 'billing', 'partnership', 'other'] as const;
export type TContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_SUBJECT_LABELS: Record<TContactSubject, string> = {
  general: 'General inquiry',
  quote: 'Quote request',
  support: 'Order support',
  billing: 'Billing',
  partnership: 'Partnership',
  other: 'Other',
};

export const ACCEPTED_UPLOAD_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.txt',
  '.jpg',
  '.jpeg',
  '.png',
  '.heic',
  '.heif',
  '.webp',
] as const;

export const PASSWORD_MIN_LENGTH = 8;

/** Fallback prices shown when the pricing endpoint cannot be reached; the server's settings are the truth. */
export const DEFAULT_PRICING = { professionalRatePerWord: 0.07, swornRatePerPage: 40 } as const;

import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { priceOfficialQuote, type TSendOfficialQuoteRequest } from '@sello/shared/official-quote-schemas';
import { addBusinessDays, fromCents } from '@sello/shared/pricing';
import type { TSettings } from '@sello/shared/settings';
import { z } from 'zod';
import { parseDollarCents } from './dollar-amount';

/** "Review & Send Official Quote" as typed: counts and amounts are the fields' text. */
export type TOfficialQuoteFormValues = {
  files: Array<{ fileKey: string; filename: string; pages: string; wordCount: string; reason: string }>;
  rush: boolean;
  notarization: boolean;
  hardCopy: boolean;
  copies: string;
  discountOn: boolean;
  discountAmount: string;
  discountReason: string;
  deliveryDate: string;
  note: string;
};
type TExtras = TSettings['extras'];
type TChosenExtras = NonNullable<TSendOfficialQuoteRequest['extras']>;

const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A count typed in a field: a whole number ≥ 0, else null. */
const parseCount = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** Hard copies typed: a whole number from 1 to 20, else null. */
const parseCopies = (text: string): number | null => {
  const copies = parseCount(text);
  return copies !== null && copies >= 1 && copies <= 20 ? copies : null;
};

/** Whether the order's customer gave a postal address (needed to post hard copies). */
export const hasPostalAddress = (order: TAdminOrder) => Boolean(order.customerInfo.address?.trim());

/** Whether a document's typed counts differ from its instant estimate (then the change needs a reason). */
export const countsChanged = (order: TAdminOrder, row: TOfficialQuoteFormValues['files'][number]) => {
  const estimate = order.sourceFiles.find((file) => file.fileKey === row.fileKey);
  const differs = (typed: string, estimated: number | null | undefined) => {
    const count = parseCount(typed);
    return estimated !== null && estimated !== undefined && count !== null && count !== estimated;
  };
  return differs(row.pages, estimate?.pages) || differs(row.wordCount, estimate?.wordCount);
};

/** The delivery date rush suggests: the extras' business days from today. */
export const rushDeliveryDate = (extras: TExtras, today: Date) =>
  toIsoDate(addBusinessDays(today, extras.rush.deliveryBusinessDays));

/** The order's delivery date, else today: the date the form starts with (and returns to when rush is unticked). */
export const defaultDeliveryDate = (order: TAdminOrder, today: Date) =>
  order.estimatedDelivery ? order.estimatedDelivery.slice(0, 10) : toIsoDate(today);

/** Each document's counts and reason as last sent (else the estimate), no extras, no discount. */
export const officialQuoteDefaults = (order: TAdminOrder, today: Date): TOfficialQuoteFormValues => ({
  files: order.sourceFiles.map((file) => {
    const last = order.officialQuote?.files.find((sent) => sent.fileKey === file.fileKey);
    return {
      fileKey: file.fileKey,
      filename: file.filename,
      pages: String(last?.pages ?? file.pages ?? 0),
      wordCount: String(last?.wordCount ?? file.wordCount ?? 0),
      reason: last?.reason ?? '',
    };
  }),
  rush: false,
  notarization: false,
  hardCopy: false,
  copies: '1',
  discountOn: false,
  discountAmount: '',
  discountReason: '',
  deliveryDate: defaultDeliveryDate(order, today),
  note: '',
});

const chosenExtras = (order: TAdminOrder, values: TOfficialQuoteFormValues): TChosenExtras => [
  ...(values.rush ? [{ code: 'rush' as const }] : []),
  ...(values.notarization ? [{ code: 'notarization' as const }] : []),
  ...(values.hardCopy && hasPostalAddress(order)
    ? [{ code: 'hard_copy' as const, quantity: parseCopies(values.copies) ?? 1 }]
    : []),
];

const discountOf = (values: TOfficialQuoteFormValues) => {
  const cents = values.discountOn ? parseDollarCents(values.discountAmount) : null;
  return cents === null ? undefined : { amount: fromCents(cents), reason: values.discountReason.trim() };
};

const ZFormText = z.string();
const ZFormValues = z.object({
  files: z.array(
    z.object({ fileKey: ZFormText, filename: ZFormText, pages: ZFormText, wordCount: ZFormText, reason: ZFormText }),
  ),
  rush: z.boolean(),
  notarization: z.boolean(),
  hardCopy: z.boolean(),
  copies: ZFormText,
  discountOn: z.boolean(),
  discountAmount: ZFormText,
  discountReason: ZFormText,
  deliveryDate: ZFormText,
  note: ZFormText,
});

/**
 * The form's checks (every problem at once, on its field) and the request body it sends: counts as numbers, a
 * reason only for a document whose counts changed, the chosen extras, the discount in dollars from whole cents.
 */
export const officialQuoteFormSchema = (order: TAdminOrder) =>
  ZFormValues.superRefine((values, context) => {
    const problem = (path: Array<string | number>, message: string) =>
      context.addIssue({ code: 'custom', path, message });
    values.files.forEach((row, index) => {
      if (parseCount(row.pages) === null)
        problem(['files', index, 'pages'], 'Pages must be a whole number of 0 or more');
      if (parseCount(row.wordCount) === null) {
        problem(['files', index, 'wordCount'], 'Words must be a whole number of 0 or more');
      }
      if (countsChanged(order, row) && !row.reason.trim()) {
        problem(['files', index, 'reason'], 'Please explain why the counts changed');
      }
    });
    if (values.hardCopy && hasPostalAddress(order) && parseCopies(values.copies) === null) {
      problem(['copies'], 'Copies must be a whole number from 1 to 20');
    }
    if (values.discountOn && parseDollarCents(values.discountAmount) === null) {
      problem(['discountAmount'], 'Enter the discount in dollars and cents, more than $0');
    }
    if (values.discountOn && !values.discountReason.trim()) problem(['discountReason'], 'A discount needs a reason');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.deliveryDate)) problem(['deliveryDate'], 'Please choose a delivery date');
  }).transform((values): TSendOfficialQuoteRequest => {
    const discount = discountOf(values);
    const note = values.note.trim();
    return {
      files: values.files.map((row) => {
        const reason = countsChanged(order, row) ? row.reason.trim() : '';
        return {
          fileKey: row.fileKey,
          pages: parseCount(row.pages) ?? 0,
          wordCount: parseCount(row.wordCount) ?? 0,
          ...(reason ? { reason } : {}),
        };
      }),
      extras: chosenExtras(order, values),
      ...(discount ? { discount } : {}),
      deliveryDate: values.deliveryDate,
      ...(note ? { note } : {}),
    };
  });

/**
 * The preview of what is typed so far, priced with the shared function (a count not yet valid counts as 0). The
 * quote's minimum charge is not on the admin order: the server applies it, and its lines are the ones sent.
 */
export const previewOfficialQuote = (order: TAdminOrder, values: TOfficialQuoteFormValues, extras: TExtras) => {
  const discount = discountOf(values);
  return priceOfficialQuote({
    serviceType: order.serviceType,
    rate: order.rate,
    minimumCharge: 0,
    totalPages: values.files.reduce((sum, row) => sum + (parseCount(row.pages) ?? 0), 0),
    totalWords: values.files.reduce((sum, row) => sum + (parseCount(row.wordCount) ?? 0), 0),
    extras: chosenExtras(order, values),
    extraSettings: extras,
    discount: discount ? { ...discount, reason: discount.reason || '…' } : undefined,
  });
};

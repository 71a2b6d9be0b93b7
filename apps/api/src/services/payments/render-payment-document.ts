import type { TMessageValues } from '@sello/shared/i18n/catalogue';
import { LOCALE_TAGS, type TLocale } from '@sello/shared/i18n/locales';
import type { TOfficialQuote, TOfficialQuoteLine } from '@sello/shared/official-quote-schemas';
import { formatUsd, fromCents } from '@sello/shared/pricing';
import type { TSettings } from '@sello/shared/settings';
import type { Selectable } from 'kysely';
import type { OrdersTable, PaymentsTable } from '../../db/schema.ts';
import { formatMessage, localeOr, sharedWords } from '../../i18n/format-message.ts';
import { PDF_COLORS, pdfLayout, renderPdf, type TPdfDocument } from '../../lib/pdf-document.ts';
import { toCustomerInfo } from '../orders/order-rows.ts';
import { toPrintableText } from '../planner/to-printable-text.ts';
import { paymentDocumentMessages } from './messages/catalogue.ts';
import { en as englishMessages } from './messages/en.ts';

type TPaymentRow = Selectable<PaymentsTable>;
type TOrderRow = Selectable<OrdersTable>;

export const FLAGGED_PAYMENT_NOTE = englishMessages.flagged;

/**
 * A payment's receipt is `R-{orderNumber}-{n}`, a refund's credit note `CN-{orderNumber}-{n}`: n counts the order's
 * payments (or refunds) of that kind, oldest first (created_at, then id — the order `listPayments` shows). Payment
 * rows are never deleted or re-dated, so a document keeps its number.
 */
export const paymentDocumentNumber = (kind: TPaymentRow['kind'], orderNumber: string, sequence: number): string =>
  `${kind === 'REFUND' ? 'CN' : 'R'}-${orderNumber}-${sequence}`;

/** `receipt-{orderNumber}-{n}.pdf` or `credit-note-{orderNumber}-{n}.pdf`. */
export const paymentDocumentFilename = (kind: TPaymentRow['kind'], orderNumber: string, sequence: number): string =>
  `${kind === 'REFUND' ? 'credit-note' : 'receipt'}-${orderNumber}-${sequence}.pdf`;

export type TRenderPaymentDocumentInput = {
  payment: TPaymentRow;
  order: TOrderRow;
  /** The official quote the payment was for (its lines and total are listed on a receipt); null when none. */
  officialQuote: TOfficialQuote | null;
  invoice: TSettings['invoice'];
  brandName: string;
  supportEmail: string;
  /** The payment's position among the order's payments of its kind, from 1 (see `paymentDocumentNumber`). */
  sequence: number;
  /**
   * Full email and postal address, as the order page shows them to the owner and staff; otherwise the name and a
   * masked email only (a guest order's link holder), the same rule as `toCustomerInfo`.
   */
  privileged: boolean;
};

const COLORS = { ...PDF_COLORS, flagBar: '#b45309', flagBg: '#fffbeb' } as const;

/** The document's words, dates, numbers and money in one language (the order's). */
const documentWords = (locale: TLocale) => {
  const tag = LOCALE_TAGS[locale];
  const words = sharedWords(locale);
  return {
    m: paymentDocumentMessages(locale),
    t: (message: Parameters<typeof formatMessage>[1], values?: TMessageValues) =>
      formatMessage(locale, message, values),
    date: (date: Date) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date),
    money: (dollars: number) => formatUsd(dollars, { locale }),
    /** A per-word rate may be a fraction of a cent ($0.125): shown in full rather than rounded to a price it is not. */
    unitPrice: (dollars: number) =>
      Number.isInteger(Math.round(dollars * 1e6) / 1e4)
        ? formatUsd(dollars, { locale })
        : formatUsd(dollars, { locale, maxFraction: 4 }),
    /** A rate as the quote's line states it: `$40`, `$0.125`. */
    rate: (dollars: number) => formatUsd(dollars, { locale, minFraction: 0, maxFraction: 4 }),
    quantity: (quantity: number) => quantity.toLocaleString(tag),
    methodName: (method: string) => (words.paymentMethods as Record<string, string>)[method] ?? method,
    words,
  };
};
type TDocumentWords = ReturnType<typeof documentWords>;

/**
 * A quote line described in the document's language from its code (the stored description is the English one staff
 * saw): the rush percentage is read from that description, a discount's reason is the one staff wrote.
 */
const lineDescription = (
  line: TOfficialQuoteLine,
  quote: Pick<TOfficialQuote, 'serviceType' | 'discountReason'>,
  { t, words, rate }: TDocumentWords,
): string => {
  const names = words.quoteLines;
  switch (line.code) {
    case 'translation':
      return t(quote.serviceType === 'sworn' ? names.sworn : names.professional, {
        count: line.quantity,
        rate: rate(line.unitPrice),
      });
    case 'rush': {
      const percent = /\(\+([\d.]+) %\)/.exec(line.description)?.[1];
      return percent ? t(names.rush, { percent }) : line.description;
    }
    case 'discount':
      return quote.discountReason ? t(names.discount, { reason: quote.discountReason }) : line.description;
    default:
      return names[line.code];
  }
};

const postalLines = (customer: ReturnType<typeof toCustomerInfo>): string[] => {
  const cityLine = [customer.city, [customer.state, customer.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  if (!customer.address && !cityLine) return [];
  return [customer.address, cityLine, customer.country].filter((line): line is string => Boolean(line));
};

const createWriter = (doc: TPdfDocument) => {
  const layout = pdfLayout(doc);
  const { left, width, ensureSpace, setFont } = layout;
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(toPrintableText(value), x, y, options);
  const rule = (y: number, color: string = COLORS.rule, lineWidth = 0.75) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  const heading = (value: string) => {
    ensureSpace(40);
    doc.y += 10;
    setFont('bold', 11);
    text(value, left, doc.y, { width });
    rule(doc.y + 2);
    doc.y += 8;
  };
  /** `Label   value` rows, labels in a fixed column. */
  const fields = (rows: Array<[string, string]>, x: number = left, columnWidth: number = width) => {
    for (const [label, value] of rows) {
      setFont('regular', 10);
      ensureSpace(doc.currentLineHeight(true) * 2);
      const y = doc.y;
      setFont('semibold', 10);
      text(label, x, y, { width: 120 });
      const afterLabel = doc.y;
      setFont('regular', 10);
      text(value, x + 124, y, { width: columnWidth - 124, lineGap: 1.5 });
      doc.y = Math.max(afterLabel, doc.y) + 3;
    }
  };
  return { ...layout, text, rule, heading, fields };
};
type TWriter = ReturnType<typeof createWriter>;

const writeHeader = (
  w: TWriter,
  d: TDocumentWords,
  input: TRenderPaymentDocumentInput,
  title: string,
  number: string,
) => {
  const { doc, left, width } = w;
  const { invoice } = input;
  const top = doc.y;
  const rightWidth = 200;
  const leftWidth = width - rightWidth - 16;

  // The agency issuing the document: name, address and tax id as Settings give them (empty ones left out).
  w.setFont('bold', 16);
  w.text(invoice.agencyName, left, top, { width: leftWidth });
  doc.y += 2;
  w.setFont('regular', 9.5, COLORS.muted);
  for (const line of invoice.address.split('\n').map((part) => part.trim())) {
    if (line) w.text(line, left, doc.y, { width: leftWidth, lineGap: 1 });
  }
  if (invoice.taxId.trim()) w.text(d.t(d.m.taxId, { taxId: invoice.taxId.trim() }), left, doc.y, { width: leftWidth });
  w.text(input.supportEmail, left, doc.y, { width: leftWidth });
  const afterAgency = doc.y;

  w.setFont('bold', 22, COLORS.accent);
  w.text(title, left + width - rightWidth, top, { width: rightWidth, align: 'right' });
  w.setFont('semibold', 10.5);
  w.text(number, left + width - rightWidth, doc.y + 2, { width: rightWidth, align: 'right' });
  w.setFont('regular', 9.5, COLORS.muted);
  w.text(d.date(input.payment.created_at), left + width - rightWidth, doc.y + 1, {
    width: rightWidth,
    align: 'right',
  });
  doc.y = Math.max(afterAgency, doc.y) + 14;
  w.rule(doc.y, COLORS.text, 1);
  doc.y += 12;
};

const writeParties = (w: TWriter, d: TDocumentWords, input: TRenderPaymentDocumentInput) => {
  const { doc, left, width } = w;
  const { order, payment } = input;
  const customer = toCustomerInfo(order, input.privileged);
  const top = doc.y;
  const columnWidth = (width - 24) / 2;

  w.setFont('semibold', 8.5, COLORS.muted);
  w.text(payment.kind === 'REFUND' ? d.m.refundedTo : d.m.receivedFrom, left, top, {
    width: columnWidth,
    characterSpacing: 0.6,
  });
  doc.y += 3;
  w.setFont('semibold', 10.5);
  w.text(`${customer.firstName} ${customer.lastName}`, left, doc.y, { width: columnWidth });
  w.setFont('regular', 10);
  for (const line of [customer.company, customer.email, ...postalLines(customer)]) {
    if (line) w.text(line, left, doc.y, { width: columnWidth, lineGap: 1 });
  }
  const afterCustomer = doc.y;

  doc.y = top;
  const x = left + columnWidth + 24;
  w.fields(
    [
      [d.m.orderNumber, order.order_number],
      [d.m.paymentMethod, d.methodName(payment.method)],
      ...(payment.reference ? ([[d.m.reference, payment.reference]] as Array<[string, string]>) : []),
      [d.m.currency, 'USD'],
    ],
    x,
    columnWidth,
  );
  doc.y = Math.max(afterCustomer, doc.y) + 6;
};

/** The official quote's lines: description, quantity, unit price, amount; then its total. */
const writeLines = (w: TWriter, d: TDocumentWords, quote: TOfficialQuote) => {
  const { doc, left, width } = w;
  const columns = { quantity: 60, unit: 90, amount: 90 };
  const descriptionWidth = width - columns.quantity - columns.unit - columns.amount - 24;
  const xQuantity = left + descriptionWidth + 8;
  const xUnit = xQuantity + columns.quantity + 8;
  const xAmount = xUnit + columns.unit + 8;

  w.heading(d.t(d.m.officialQuote, { version: quote.version }));
  const headerY = doc.y;
  w.setFont('semibold', 9, COLORS.muted);
  w.text(d.m.description, left, headerY, { width: descriptionWidth });
  w.text(d.m.quantity, xQuantity, headerY, { width: columns.quantity, align: 'right' });
  w.text(d.m.unitPrice, xUnit, headerY, { width: columns.unit, align: 'right' });
  w.text(d.m.amount, xAmount, headerY, { width: columns.amount, align: 'right' });
  doc.y += 3;
  w.rule(doc.y);
  doc.y += 5;

  for (const line of quote.lines) {
    w.setFont('regular', 10);
    const description = toPrintableText(lineDescription(line, quote, d));
    const height = doc.heightOfString(description, { width: descriptionWidth, lineGap: 1.5 });
    w.ensureSpace(height + 6);
    const y = doc.y;
    doc.text(description, left, y, { width: descriptionWidth, lineGap: 1.5 });
    const after = doc.y;
    w.text(d.quantity(line.quantity), xQuantity, y, { width: columns.quantity, align: 'right' });
    w.text(d.unitPrice(line.unitPrice), xUnit, y, { width: columns.unit, align: 'right' });
    w.text(d.money(line.amount), xAmount, y, { width: columns.amount, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  }
  w.rule(doc.y);
  doc.y += 6;
  w.ensureSpace(30);
  const totalY = doc.y;
  w.setFont('bold', 10.5);
  w.text(d.m.total, xUnit - 60, totalY, { width: columns.unit + 60, align: 'right' });
  w.text(d.money(quote.total), xAmount, totalY, { width: columns.amount, align: 'right' });
  doc.y += 4;
};

/** The amount paid or refunded, in a shaded band. */
const writeAmount = (w: TWriter, label: string, amount: string) => {
  const { doc, left, width } = w;
  const height = 40;
  w.ensureSpace(height + 12);
  doc.y += 10;
  const top = doc.y;
  doc.save();
  doc.rect(left, top, width, height).fill(COLORS.panel);
  doc.restore();
  w.setFont('semibold', 12);
  w.text(label, left + 12, top + 13, { width: width / 2, lineBreak: false });
  w.setFont('bold', 16);
  w.text(amount, left + width / 2, top + 10, { width: width / 2 - 12, align: 'right', lineBreak: false });
  doc.x = left;
  doc.y = top + height + 10;
};

const writeCallout = (w: TWriter, value: string) => {
  const { doc, left, width } = w;
  const pad = 9;
  const body = toPrintableText(value);
  w.setFont('semibold', 10);
  const height = doc.heightOfString(body, { width: width - pad * 2 - 4 }) + pad * 2;
  w.ensureSpace(height + 8);
  const top = doc.y;
  doc.save();
  doc.rect(left, top, width, height).fill(COLORS.flagBg);
  doc.rect(left, top, 3, height).fill(COLORS.flagBar);
  doc.restore();
  w.setFont('semibold', 10, COLORS.flagBar);
  doc.text(body, left + pad + 4, top + pad, { width: width - pad * 2 - 4 });
  doc.x = left;
  doc.y = top + height + 8;
};

/**
 * A payment's receipt or a refund's credit note as a US Letter PDF with selectable text (Inter, embedded): the
 * agency (Settings › invoice), the customer, order number, date, method, reference and currency; a receipt lists the
 * official quote's lines and total and the amount paid (and the flagged-payment note when staff must look at it), a
 * credit note the amount refunded and why. Amounts are integer cents in the rows, shown with `formatUsd`. Written in
 * the order's language (`orders.locale`): every label, date, amount and quote line; names and reasons as they are.
 */
export const renderPaymentDocument = (input: TRenderPaymentDocumentInput): Promise<Buffer> => {
  const { payment, order, officialQuote } = input;
  const d = documentWords(localeOr(order.locale));
  const { m, t } = d;
  const refund = payment.kind === 'REFUND';
  const title = refund ? m.creditNote : m.receipt;
  const number = paymentDocumentNumber(payment.kind, order.order_number, input.sequence);
  const amount = t(m.amountInDollars, { amount: d.money(fromCents(Number(payment.amount_cents))) });
  const info = {
    Title: toPrintableText(`${title} ${number}`),
    Author: toPrintableText(input.invoice.agencyName),
    Subject: toPrintableText(t(refund ? m.creditNoteFor : m.receiptFor, { orderNumber: order.order_number })),
    Creator: toPrintableText(input.brandName),
    CreationDate: payment.created_at,
  };
  return renderPdf({ info }, (doc) => {
    const w = createWriter(doc);
    writeHeader(w, d, input, title, number);
    writeParties(w, d, input);

    if (refund) {
      w.heading(m.refund);
      w.fields([
        [m.reason, payment.reason?.trim() || m.notGiven],
        ...(officialQuote
          ? ([
              [
                m.officialQuoteTotal,
                t(m.officialQuoteTotalValue, { total: d.money(officialQuote.total), version: officialQuote.version }),
              ],
            ] as Array<[string, string]>)
          : []),
      ]);
      writeAmount(w, m.amountRefunded, amount);
    } else {
      if (officialQuote) writeLines(w, d, officialQuote);
      writeAmount(w, m.amountPaid, amount);
    }
    if (payment.flagged) writeCallout(w, m.flagged);

    w.setFont('regular', 8.5, COLORS.muted);
    doc.y += 6;
    w.text(
      t(refund ? m.creditNoteFooter : m.receiptFooter, {
        brand: input.brandName,
        orderNumber: order.order_number,
        email: input.supportEmail,
      }),
      w.left,
      doc.y,
      { width: w.width, lineGap: 1.5 },
    );
  });
};

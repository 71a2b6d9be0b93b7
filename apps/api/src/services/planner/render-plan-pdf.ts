import { formatMoney, formatPlanDate, formatUsdRange } from '@sello/planner/plan-format';
import type { TPlan, TPlanCard, TTimelineItem, TWarningLevel } from '@sello/planner/plan-model';
import type { TCatalogue, TIcuMessage, TMessageValues } from '@sello/shared/i18n/catalogue';
import { formatMessage } from '../../i18n/format-message.ts';
import { PDF_COLORS, pdfLayout, renderPdf, type TPdfDocument } from '../../lib/pdf-document.ts';
import type { TPdfFont } from '../../lib/pdf-fonts.ts';
import { planPdfMessages } from './messages/catalogue.ts';
import type { en } from './messages/en.ts';
import { toPrintableText } from './to-printable-text.ts';

/** A taller bottom margin than the 0.75 in sides, for the footer. */
const BOTTOM_MARGIN = 72;

const COLORS = { ...PDF_COLORS, urgentBg: '#fff7ed', urgentBar: '#c2410c' } as const;

const LEVEL_STYLES: Record<TWarningLevel, { color: string; background: string }> = {
  critical: { color: '#b91c1c', background: '#fef2f2' },
  warning: { color: '#b45309', background: '#fffbeb' },
  info: { color: '#1d4ed8', background: '#eff6ff' },
};

/** The PDF's words in the plan's language, its dates and amounts by that language's rules. */
const pdfText = (plan: TPlan) => {
  const { locale } = plan;
  return {
    m: planPdfMessages(locale) as TCatalogue<typeof en>,
    t: (message: TIcuMessage | string, values?: TMessageValues) => formatMessage(locale, message, values),
    date: (value: string, style: 'long' | 'short' = 'long') => formatPlanDate(value, style, locale),
    eur: (amount: number) => formatMoney(amount, 'EUR', locale),
    usd: (amount: number) => formatMoney(amount, 'USD', locale),
    usdRange: (range: { min: number; max: number }) => formatUsdRange(range, locale),
    number: (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 6 }),
  };
};
type TText = ReturnType<typeof pdfText>;

type TWriter = ReturnType<typeof createWriter>;

/** Small layout helpers over one pdfkit document: every string goes through `toPrintableText`. */
const createWriter = (doc: TPdfDocument) => {
  const layout = pdfLayout(doc);
  const { left, width, bottom, ensureSpace, setFont } = layout;

  const paragraph = (
    text: string,
    { font = 'regular', size = 10, color = COLORS.text, indent = 0, gap = 4 } = {} as {
      font?: TPdfFont;
      size?: number;
      color?: string;
      indent?: number;
      gap?: number;
    },
  ) => {
    setFont(font, size, color);
    doc.text(toPrintableText(text), left + indent, doc.y, { width: width - indent, lineGap: 1.5 });
    doc.y += gap;
  };

  /** `Label: value` with the label (its colon included, as its language spaces it) in semibold. */
  const field = (label: string, value: string, indent = 0) => {
    setFont('regular', 10);
    ensureSpace(doc.currentLineHeight(true) * 2);
    setFont('semibold', 10);
    doc.text(`${toPrintableText(label)} `, left + indent, doc.y, {
      width: width - indent,
      continued: true,
      lineGap: 1.5,
    });
    setFont('regular', 10);
    doc.text(toPrintableText(value), { lineGap: 1.5 });
    doc.y += 3;
  };

  const bullets = (items: string[], indent = 0, size = 10) => {
    for (const item of items) {
      setFont('regular', size);
      ensureSpace(doc.currentLineHeight(true) * 2);
      const y = doc.y;
      doc.text('\u2022', left + indent, y, { width: 10, lineBreak: false });
      doc.text(toPrintableText(item), left + indent + 12, y, { width: width - indent - 12, lineGap: 1.5 });
      doc.y += 2;
    }
  };

  const heading = (text: string, size = 15) => {
    ensureSpace(size * 4);
    doc.y += size * 0.6;
    setFont('bold', size);
    doc.text(toPrintableText(text), left, doc.y, { width });
    const y = doc.y + 3;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.75)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.y = y + 8;
  };

  /** A shaded box with a coloured bar on the left, sized to its text. */
  const callout = ({
    title,
    lines,
    color,
    background,
    indent = 0,
  }: {
    title: string;
    lines: string[];
    color: string;
    background: string;
    indent?: number;
  }) => {
    const pad = 8;
    const innerWidth = width - indent - pad * 2 - 4;
    const titleText = toPrintableText(title);
    const bodyTexts = lines.map((line) => toPrintableText(line));
    setFont('bold', 9.5);
    const titleHeight = titleText ? doc.heightOfString(titleText, { width: innerWidth }) + 2 : 0;
    setFont('regular', 9.5);
    const bodyHeights = bodyTexts.map((line) => doc.heightOfString(line, { width: innerWidth, lineGap: 1.5 }) + 2);
    const height = titleHeight + bodyHeights.reduce((sum, h) => sum + h, 0) + pad * 2;
    const maxHeight = bottom() - doc.page.margins.top;
    if (height <= maxHeight) ensureSpace(height + 4);
    const top = doc.y;
    const boxHeight = Math.min(height, bottom() - top);
    doc.save();
    doc.rect(left + indent, top, width - indent, boxHeight).fill(background);
    doc.rect(left + indent, top, 3, boxHeight).fill(color);
    doc.restore();
    doc.y = top + pad;
    if (titleText) {
      setFont('bold', 9.5, color);
      doc.text(titleText, left + indent + pad + 4, doc.y, { width: innerWidth });
      doc.y += 2;
    }
    for (const line of bodyTexts) {
      setFont('regular', 9.5);
      doc.text(line, left + indent + pad + 4, doc.y, { width: innerWidth, lineGap: 1.5 });
      doc.y += 2;
    }
    doc.y = Math.max(doc.y, top + boxHeight) + 6;
  };

  return { ...layout, paragraph, field, bullets, heading, callout };
};

const writeTitleBlock = (w: TWriter, plan: TPlan, brandName: string, { m, t, date }: TText) => {
  const { doc, left, width } = w;
  const { header } = plan.web;
  w.setFont('semibold', 9, COLORS.accent);
  doc.text(toPrintableText(t(m.kicker, { brand: brandName }).toLocaleUpperCase(plan.locale)), left, doc.y, {
    width,
    characterSpacing: 0.8,
  });
  doc.y += 6;
  w.setFont('bold', 22);
  doc.text(toPrintableText(header.title), left, doc.y, { width, lineGap: 2 });
  doc.y += 2;
  if (header.subtitle) w.paragraph(header.subtitle, { size: 12, color: COLORS.muted, gap: 6 });

  const { answers } = plan;
  w.paragraph(t(m.visaLine[answers.visa_type], { consulate: answers.consulate }), {
    font: 'semibold',
    size: 10.5,
    gap: 6,
  });
  w.paragraph(
    t(m.dates, {
      appointment: date(plan.appointment_date),
      verified: date(header.last_verified_at),
      generated: date(header.generated_at),
    }),
    { size: 9, color: COLORS.muted, gap: 10 },
  );
};

const writeSummary = (w: TWriter, plan: TPlan, { m, t }: TText) => {
  const { doc, left, width } = w;
  const {
    total_documents: documents,
    time_sensitive_documents: timeSensitive,
    critical_warnings: critical,
  } = plan.summary;
  const boxes = [
    { value: documents, label: t(m.summary.documents, { count: documents }), alarm: false },
    { value: timeSensitive, label: m.summary.timeSensitive, alarm: false },
    { value: critical, label: t(m.summary.criticalWarnings, { count: critical }), alarm: critical > 0 },
  ];
  const gap = 10;
  const boxWidth = (width - gap * (boxes.length - 1)) / boxes.length;
  const height = 52;
  w.ensureSpace(height + 10);
  const top = doc.y;
  boxes.forEach((box, index) => {
    const x = left + index * (boxWidth + gap);
    doc.save();
    doc.roundedRect(x, top, boxWidth, height, 4).fill(COLORS.panel);
    doc.restore();
    w.setFont('bold', 20, box.alarm ? LEVEL_STYLES.critical.color : COLORS.text);
    doc.text(String(box.value), x + 10, top + 7, { width: boxWidth - 20, lineBreak: false });
    w.setFont('regular', 9, COLORS.muted);
    doc.text(toPrintableText(box.label), x + 10, top + 33, { width: boxWidth - 20, lineBreak: false, ellipsis: true });
  });
  doc.x = left;
  doc.y = top + height + 12;
};

const firstStartDate = (timeline: TTimelineItem[], docId: string): string | null =>
  timeline
    .filter((item) => item.doc_id === docId)
    .map((item) => item.start_date)
    .sort()[0] ?? null;

const writeUrgentNotice = (w: TWriter, plan: TPlan, { m, t, date }: TText) => {
  const timeSensitive = plan.web.cards.filter((card) => card.time_sensitive);
  const general = plan.warnings.filter((warning) => warning.doc_id === null);
  if (plan.summary.time_sensitive_documents > 0 || timeSensitive.length > 0) {
    const count = Math.max(plan.summary.time_sensitive_documents, timeSensitive.length);
    w.callout({
      title: t(m.urgent.title, { count, date: date(plan.appointment_date) }),
      lines: [
        m.urgent.lead,
        ...timeSensitive.map((card) => {
          const start = firstStartDate(plan.web.timeline, card.doc_id);
          const validity = card.validity_days_max ? t(m.urgent.validFor, { days: card.validity_days_max }) : null;
          const from = start ? t(m.urgent.startOn, { date: date(start, 'short') }) : null;
          return `\u2022 ${[card.label, validity, from].filter(Boolean).join(' \u2014 ')}`;
        }),
      ],
      color: COLORS.urgentBar,
      background: COLORS.urgentBg,
    });
  }
  for (const warning of general) {
    const style = LEVEL_STYLES[warning.level];
    w.callout({
      title: m.levels[warning.level],
      lines: [warning.message],
      color: style.color,
      background: style.background,
    });
  }
};

const writeSteps = (w: TWriter, card: TPlanCard, timeline: TTimelineItem[], { m, t, date }: TText) => {
  const { doc, left, width } = w;
  const indent = 14;
  w.setFont('semibold', 10);
  w.ensureSpace(40);
  doc.text(toPrintableText(m.card.steps), left, doc.y, { width });
  doc.y += 3;
  for (const step of card.steps) {
    const item = timeline.find((entry) => entry.doc_id === card.doc_id && entry.step_code === step.code);
    let dates = '';
    if (item && item.start_date === item.due_date) dates = date(item.due_date, 'short');
    else if (item) {
      dates = `${date(item.start_date, 'short')} \u2013 ${date(item.due_date, 'short')}`;
      if (item.duration_days > 0) dates += ` (${t(m.card.stepDays, { days: item.duration_days })})`;
    }
    w.setFont('regular', 10);
    w.ensureSpace(doc.currentLineHeight(true) * 2);
    const y = doc.y;
    // A check box to tick on paper; ticked when the step is already done.
    doc.save();
    doc
      .lineWidth(0.8)
      .strokeColor(COLORS.muted)
      .rect(left + indent, y + 1.5, 8, 8)
      .stroke();
    if (step.done) {
      doc
        .moveTo(left + indent + 1.5, y + 5.5)
        .lineTo(left + indent + 3.5, y + 8)
        .lineTo(left + indent + 7, y + 3)
        .lineWidth(1.2)
        .strokeColor(COLORS.text)
        .stroke();
    }
    doc.restore();
    const labelX = left + indent + 14;
    const datesWidth = 170;
    const labelWidth = width - indent - 14 - (dates ? datesWidth + 8 : 0);
    w.setFont('regular', 10);
    doc.text(toPrintableText(step.label), labelX, y, { width: labelWidth, lineGap: 1.5 });
    const afterLabel = doc.y;
    if (dates) {
      w.setFont('regular', 9, COLORS.muted);
      doc.text(toPrintableText(dates), left + width - datesWidth, y + 0.5, { width: datesWidth, align: 'right' });
    }
    doc.y = Math.max(afterLabel, doc.y) + 2;
  }
  doc.y += 3;
};

const writeThreshold = (w: TWriter, card: TPlanCard, { m, t, date, eur, usd, number }: TText) => {
  const threshold = card.computed_threshold;
  if (threshold) {
    const lines = [
      t(m.threshold.applicant, { amount: eur(threshold.principal_eur) }),
      ...(threshold.dependents_count > 0
        ? [
            t(m.threshold.dependents, {
              first: eur(threshold.dependents_eur.first),
              each: eur(threshold.dependents_eur.additional_each),
              count: threshold.dependents_count,
            }),
          ]
        : []),
      t(m.threshold.total, { monthly: eur(threshold.total_monthly_eur), annual: eur(threshold.total_annual_eur) }),
      ...(threshold.basis ? [t(m.threshold.basis, { basis: threshold.basis })] : []),
    ];
    w.callout({
      title: t(m.threshold.title, { year: String(threshold.year) }),
      lines,
      color: COLORS.accent,
      background: '#eff6ff',
      indent: 0,
    });
  }
  const check = card.income_check;
  if (check) {
    const converted = check.converted_from;
    const verdict = check.meets_threshold
      ? m.income.meets
      : t(m.income.short, { amount: eur(check.shortfall_monthly_eur) });
    w.callout({
      title: m.income.title,
      lines: [
        converted
          ? t(m.income.yoursConverted, {
              amount: eur(check.income_monthly_eur),
              usd: usd(converted.amount),
              rate: number(converted.usd_to_eur),
              date: date(converted.rate_date, 'short'),
            })
          : t(m.income.yours, { amount: eur(check.income_monthly_eur) }),
        t(m.income.required, { amount: eur(check.required_monthly_eur) }),
        verdict,
      ],
      color: check.meets_threshold ? '#15803d' : LEVEL_STYLES.critical.color,
      background: check.meets_threshold ? '#f0fdf4' : LEVEL_STYLES.critical.background,
    });
  }
};

const writeCard = (
  w: TWriter,
  plan: TPlan,
  card: TPlanCard,
  index: number,
  citationNumbers: Map<string, number>,
  text: TText,
) => {
  const { doc, left, width } = w;
  const { m, t, date, usdRange } = text;
  const field = (label: string, value: string) => w.field(t(m.card.field, { label }), value);
  // Keep a card's heading with the start of its content.
  w.ensureSpace(110);
  doc.y += 6;
  const top = doc.y;
  const title = toPrintableText(`${index + 1}. ${card.label}`);
  const badge = toPrintableText(
    [m.requirements[card.requirement], card.time_sensitive ? m.timeSensitive : null].filter(Boolean).join(' \u00b7 '),
  );
  w.setFont('bold', 13);
  const titleHeight = doc.heightOfString(title, { width: width - 20 });
  w.setFont('regular', 9);
  const badgeHeight = doc.heightOfString(badge, { width: width - 20 });
  const bandHeight = titleHeight + badgeHeight + 14;
  doc.save();
  doc.rect(left, top, width, bandHeight).fill(COLORS.panel);
  doc.rect(left, top, 3, bandHeight).fill(card.time_sensitive ? COLORS.urgentBar : COLORS.accent);
  doc.restore();
  doc.outline.addItem(toPrintableText(card.label));
  w.setFont('bold', 13);
  doc.text(title, left + 12, top + 6, { width: width - 20 });
  w.setFont('semibold', 9, card.time_sensitive ? COLORS.urgentBar : COLORS.muted);
  doc.text(badge, left + 12, doc.y + 1, { width: width - 20 });
  doc.y = top + bandHeight + 8;

  if (card.description) w.paragraph(card.description, { gap: 5 });
  if (card.issuer) field(m.card.issuedBy, card.issuer);
  if (card.requirement_reason) field(m.card.why, card.requirement_reason);
  writeSteps(w, card, plan.web.timeline, text);
  const { apostille, translation } = card;
  // Long labels stand alone; short ones precede the plan's own words (the office and form, the translation note).
  field(
    m.card.apostille,
    apostille.form ? `${m.apostille[apostille.type].short} \u2014 ${apostille.form}` : m.apostille[apostille.type].long,
  );
  field(
    m.card.translation,
    translation.note
      ? `${m.translation[translation.type].short} \u2014 ${translation.note}`
      : m.translation[translation.type].long,
  );
  field(
    m.card.validity,
    card.validity_days_max
      ? t(m.card.validFor, { days: card.validity_days_max, date: date(plan.appointment_date) })
      : m.card.noExpiry,
  );
  if (card.cost_usd) field(m.card.cost, usdRange(card.cost_usd));
  if (card.constraints.length > 0) {
    w.setFont('semibold', 10);
    w.ensureSpace(30);
    doc.text(toPrintableText(m.card.requirements), left, doc.y, { width });
    doc.y += 2;
    w.bullets(card.constraints, 6);
  }
  if (card.notes.length > 0) {
    w.setFont('semibold', 10);
    w.ensureSpace(30);
    doc.text(toPrintableText(m.card.notes), left, doc.y, { width });
    doc.y += 2;
    w.bullets(card.notes, 6);
  }
  for (const warning of card.warnings) {
    const style = LEVEL_STYLES[warning.level];
    w.callout({
      title: m.levels[warning.level],
      lines: [warning.message],
      color: style.color,
      background: style.background,
    });
  }
  writeThreshold(w, card, text);
  const refs = card.citations.map((id) => {
    const number = citationNumbers.get(id);
    return number ? `[${number}] ${id}` : id;
  });
  w.paragraph(
    [
      t(m.card.confidence, { confidence: m.confidence[card.confidence] }),
      refs.length > 0 ? t(m.card.sources, { sources: refs.join(', ') }) : null,
    ]
      .filter(Boolean)
      .join('   \u00b7   '),
    { size: 8.5, color: COLORS.muted, gap: 10 },
  );
};

const writeSources = (w: TWriter, plan: TPlan, citationNumbers: Map<string, number>, { m }: TText) => {
  if (plan.web.citations_index.length === 0) return;
  const { doc, left, width } = w;
  w.heading(m.sourcesHeading);
  doc.outline.addItem(toPrintableText(m.sourcesHeading));
  for (const citation of plan.web.citations_index) {
    const number = citationNumbers.get(citation.id) ?? 0;
    w.setFont('regular', 10);
    w.ensureSpace(doc.currentLineHeight(true) * 3);
    const y = doc.y;
    w.setFont('semibold', 10);
    doc.text(`[${number}]`, left, y, { width: 26, lineBreak: false });
    w.setFont('regular', 10, COLORS.accent);
    doc.text(toPrintableText(citation.title), left + 28, y, {
      width: width - 28,
      link: citation.url,
      underline: true,
      lineGap: 1.5,
    });
    w.setFont('regular', 8.5, COLORS.muted);
    doc.text(toPrintableText(citation.url), left + 28, doc.y + 1, { width: width - 28, link: citation.url });
    doc.text(toPrintableText(`${citation.id} \u00b7 ${m.confidence[citation.confidence]}`), left + 28, doc.y + 1, {
      width: width - 28,
    });
    doc.y += 6;
  }
};

const writeFooters = (doc: TPdfDocument, brandName: string, plan: TPlan, { m, t, date }: TText) => {
  const range = doc.bufferedPageRange();
  const { left, width } = pdfLayout(doc);
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 44;
    doc
      .moveTo(left, y - 8)
      .lineTo(left + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.font('regular').fontSize(8).fillColor(COLORS.muted);
    doc.text(
      toPrintableText(
        t(m.footer, {
          brand: brandName,
          title: plan.web.header.title,
          date: date(plan.web.header.last_verified_at, 'short'),
        }),
      ),
      left,
      y,
      { width: width - 90, lineBreak: false, ellipsis: true, height: 10 },
    );
    doc.text(toPrintableText(t(m.page, { page: index - range.start + 1, pages: range.count })), left + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
};

/**
 * The plan as a typeset US Letter PDF, in the plan's language: title block, summary, urgent notice, one section per
 * document, sources.
 */
export const renderPlanPdf = ({ plan, brandName }: { plan: TPlan; brandName: string }): Promise<Buffer> => {
  const text = pdfText(plan);
  const { m, t } = text;
  return renderPdf(
    {
      info: {
        Title: toPrintableText(plan.web.header.title),
        Author: toPrintableText(brandName),
        Subject: toPrintableText(m.subject),
        CreationDate: new Date(),
      },
      bottomMargin: BOTTOM_MARGIN,
      bufferPages: true,
    },
    (doc) => {
      const w = createWriter(doc);
      const citationNumbers = new Map(plan.web.citations_index.map((citation, index) => [citation.id, index + 1]));

      writeTitleBlock(w, plan, brandName, text);
      writeSummary(w, plan, text);
      writeUrgentNotice(w, plan, text);
      w.heading(m.documentsHeading);
      plan.web.cards.forEach((card, index) => {
        writeCard(w, plan, card, index, citationNumbers, text);
      });
      doc.y += 6;
      w.paragraph(t(m.disclaimer, { version: plan.dataset_version }), { size: 8.5, color: COLORS.muted, gap: 0 });
      writeSources(w, plan, citationNumbers, text);
      writeFooters(doc, brandName, plan, text);
    },
  );
};

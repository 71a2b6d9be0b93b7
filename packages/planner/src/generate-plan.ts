import { isTimeSensitive, planSteps, scheduleCard, totalCost, totalDays } from './build-timeline.ts';
import type { TCardSpec } from './card-spec.ts';
import { CITATIONS, DATASET_VERSION, LAST_VERIFIED_AT } from './dataset.ts';
import { toIsoDate } from './dates.ts';
import { createPlanContext, normaliseAnswers } from './plan-context.ts';
import { formatPlanDate } from './plan-format.ts';
import {
  type TPlan,
  type TPlanCard,
  type TPlanLocale,
  type TPlannerAnswersInput,
  type TPlanWarning,
  type TTimelineItem,
  ZPlannerAnswers,
} from './plan-model.ts';
import type { TPlanText } from './plan-text.ts';
import { selectDocuments } from './select-documents.ts';
import { countLevel, sortBySeverity } from './warnings.ts';

const MAX_PLAN_WARNINGS = 100;

type TScheduledCard = { card: TPlanCard; items: TTimelineItem[]; days: number };

/** Time-sensitive required documents first, then time-sensitive, then required, then the longest chains. */
const orderRank = (card: TPlanCard): number => {
  const required = card.requirement === 'required';
  if (card.time_sensitive && required) return 0;
  if (card.time_sensitive) return 1;
  return required ? 2 : 3;
};

const compareCards = (a: TScheduledCard, b: TScheduledCard): number =>
  orderRank(a.card) - orderRank(b.card) ||
  b.days - a.days ||
  (a.card.doc_id < b.card.doc_id ? -1 : a.card.doc_id > b.card.doc_id ? 1 : 0);

const toPlanCard = (spec: TCardSpec, appointment: Date, today: Date, text: TPlanText): TScheduledCard => {
  const steps = planSteps(spec, text);
  const schedule = scheduleCard(spec, steps, appointment, today, text);
  const constraints = schedule.earliestOrderDate
    ? [
        ...spec.constraints,
        text.t(text.m.schedule.notBefore, { date: formatPlanDate(schedule.earliestOrderDate, 'long', text.locale) }),
      ]
    : spec.constraints;
  const card: TPlanCard = {
    doc_id: spec.doc_id,
    label: spec.label,
    description: spec.description,
    issuer: spec.issuer,
    requirement: spec.requirement,
    requirement_reason: spec.requirement_reason,
    steps: steps.map((step) => ({ code: step.code, label: step.label, done: false })),
    apostille: { type: spec.apostille, form: spec.apostille === 'none' ? null : spec.apostille_form },
    translation: { type: spec.translation, note: spec.translation_note },
    validity_days_max: spec.validity_days_max,
    typical_pages: spec.typical_pages,
    time_sensitive: isTimeSensitive(spec),
    constraints,
    notes: spec.notes,
    warnings: sortBySeverity([...spec.warnings, ...schedule.warnings]).map((warning) => ({
      ...warning,
      doc_id: spec.doc_id,
    })),
    confidence: spec.confidence,
    citations: [...new Set(spec.citations)],
    cost_usd: totalCost(steps),
    computed_threshold: spec.computed_threshold,
    income_check: spec.income_check,
  };
  return { card, items: schedule.items, days: totalDays(steps) };
};

/**
 * The document plan for `answers` as of `today`, its words in `locale` (English by default). Pure: the same answers,
 * date and language give the same plan, and another language gives the same documents, dates and amounts.
 * Throws a ZodError when the answers are invalid.
 */
export const generatePlan = (
  answers: TPlannerAnswersInput,
  today: Date,
  { locale = 'en' }: { locale?: TPlanLocale } = {},
): TPlan => {
  const normalised = normaliseAnswers(ZPlannerAnswers.parse(answers));
  const context = createPlanContext(normalised, today, locale);
  const { text } = context;
  const selection = selectDocuments(context);
  const scheduled = selection.cards
    .map((spec) => toPlanCard(spec, context.appointment, context.today, text))
    .sort(compareCards);
  const cards = scheduled.map(({ card }) => card);

  const planLevel: TPlanWarning[] = selection.planWarnings.map((warning) => ({ ...warning, doc_id: null }));
  const allWarnings = sortBySeverity([...planLevel, ...cards.flatMap((card) => card.warnings)]);
  const citedIds = new Set(cards.flatMap((card) => card.citations));

  return {
    dataset_version: DATASET_VERSION,
    locale,
    answers: normalised,
    web: {
      header: {
        title: text.m.header.title[normalised.visa_type],
        subtitle: text.t(text.m.header.subtitle, {
          consulate: normalised.consulate,
          date: formatPlanDate(context.appointment, 'long', locale),
        }),
        last_verified_at: LAST_VERIFIED_AT,
        generated_at: today.toISOString(),
      },
      cards,
      timeline: scheduled.flatMap(({ items }) => items),
      citations_index: CITATIONS.filter((citation) => citedIds.has(citation.id)).map((citation) => ({
        id: citation.id,
        title: text.m.citations[citation.id as keyof TPlanText['m']['citations']],
        url: citation.url,
        confidence: citation.confidence,
      })),
    },
    appointment_date: toIsoDate(context.appointment),
    summary: {
      total_documents: cards.length,
      time_sensitive_documents: cards.filter((card) => card.time_sensitive).length,
      critical_warnings: countLevel(allWarnings, 'critical'),
    },
    warnings: allWarnings.slice(0, MAX_PLAN_WARNINGS),
  };
};

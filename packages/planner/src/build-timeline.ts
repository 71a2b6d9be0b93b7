import type { TCardSpec, TCardWarning } from './card-spec.ts';
import { APOSTILLE_STEP, READY_STEP, TIME_SENSITIVE_MAX_DAYS, type TMoneyRange, TRANSLATION_STEP } from './dataset.ts';
import { addDays, toIsoDate } from './dates.ts';
import { formatPlanDate } from './plan-format.ts';
import type { TStepCode, TTimelineItem } from './plan-model.ts';
import type { TPlanText } from './plan-text.ts';

export type TStepPlan = { code: TStepCode; label: string; days: number; cost_usd: TMoneyRange | null };

/** order → apostille (unless none) → translate (unless none) → ready. */
export const planSteps = (card: TCardSpec, { m }: TPlanText): TStepPlan[] => {
  const steps: TStepPlan[] = [
    { code: 'order', label: card.order_label, days: card.order_days, cost_usd: card.order_cost_usd },
  ];
  if (card.apostille !== 'none') {
    const step = APOSTILLE_STEP[card.apostille];
    steps.push({
      code: 'apostille',
      label: m.steps.apostille[card.apostille],
      days: step.days,
      cost_usd: step.cost_usd,
    });
  }
  if (card.translation !== 'none') {
    steps.push({
      code: 'translate',
      label: card.apostille === 'none' ? m.steps.translate : m.steps.translateWithApostille,
      days: TRANSLATION_STEP.days,
      cost_usd: TRANSLATION_STEP.cost_usd,
    });
  }
  steps.push({ code: 'ready', label: m.steps.ready, days: READY_STEP.days, cost_usd: null });
  return steps;
};

export const totalDays = (steps: readonly TStepPlan[]): number => steps.reduce((sum, step) => sum + step.days, 0);

/** Sum of the known step costs; null when no step has a known cost. */
export const totalCost = (steps: readonly TStepPlan[]): TMoneyRange | null => {
  const known = steps.flatMap((step) => (step.cost_usd ? [step.cost_usd] : []));
  if (known.length === 0) return null;
  return known.reduce((sum, cost) => ({ min: sum.min + cost.min, max: sum.max + cost.max }), { min: 0, max: 0 });
};

export const isTimeSensitive = (card: TCardSpec): boolean =>
  card.validity_days_max !== null && card.validity_days_max <= TIME_SENSITIVE_MAX_DAYS;

/**
 * Each chain is counted back from the appointment: `ready` is due on the appointment date and every step
 * starts when the one before it is due. Latest-possible starts keep time-sensitive documents fresh.
 */
export const scheduleCard = (
  card: TCardSpec,
  steps: readonly TStepPlan[],
  appointment: Date,
  today: Date,
  { m, t, locale }: TPlanText,
): { items: TTimelineItem[]; warnings: TCardWarning[]; earliestOrderDate: Date | null } => {
  const timeSensitive = isTimeSensitive(card);
  const items: TTimelineItem[] = [];
  let due = appointment;
  for (const step of [...steps].reverse()) {
    const start = addDays(due, -step.days);
    items.unshift({
      doc_id: card.doc_id,
      doc_label: card.label,
      step_code: step.code,
      step_label: step.label,
      start_date: toIsoDate(start),
      due_date: toIsoDate(due),
      duration_days: step.days,
      cost_usd: step.cost_usd,
      time_sensitive: timeSensitive,
    });
    due = start;
  }
  const chainStart = due;
  const warnings: TCardWarning[] = [];
  if (chainStart.getTime() < today.getTime()) {
    warnings.push({
      level: 'critical',
      message: t(m.schedule.notEnoughTime, {
        days: totalDays(steps),
        start: formatPlanDate(chainStart, 'long', locale),
        appointment: formatPlanDate(appointment, 'long', locale),
      }),
    });
  }
  const earliestOrderDate = card.validity_days_max === null ? null : addDays(appointment, -card.validity_days_max);
  if (earliestOrderDate && chainStart.getTime() < earliestOrderDate.getTime()) {
    warnings.push({
      level: 'critical',
      message: t(m.schedule.expiresFirst, { days: totalDays(steps), validity: card.validity_days_max }),
    });
  }
  return { items, warnings, earliestOrderDate };
};

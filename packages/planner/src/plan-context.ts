import { figuresForYear } from './compute-threshold.ts';
import {
  CONSULATE_RULES,
  DEFAULT_APPOINTMENT_OFFSET_DAYS,
  type TConsulateRules,
  type TYearFigures,
} from './dataset.ts';
import { addDays, fromIsoDate, utcDay } from './dates.ts';
import type { TPlanLocale, TPlannerAnswers } from './plan-model.ts';
import { planText, type TPlanText } from './plan-text.ts';

/** Everything the rules read: the normalised answers, the consulate's rules, the year's figures and the dates. */
export type TPlanContext = {
  answers: TPlannerAnswers;
  dependentsCount: number;
  hasAdultDependent: boolean;
  consulate: TConsulateRules;
  figures: TYearFigures;
  /** The year of `today`, when the dataset has no figures for it. */
  missingYear: number | null;
  today: Date;
  appointment: Date;
  /** The plan's words in its language. */
  text: TPlanText;
};

/**
 * `has_dependents` decides: without it the dependent answers are ignored; with it at least one dependent counts.
 */
export const normaliseAnswers = (answers: TPlannerAnswers): TPlannerAnswers =>
  answers.has_dependents
    ? { ...answers, dependents_count: Math.max(answers.dependents_count, 1) }
    : { ...answers, dependents_count: 0, any_dependent_18plus: false, any_dependent_married: false };

export const createPlanContext = (answers: TPlannerAnswers, today: Date, locale: TPlanLocale = 'en'): TPlanContext => {
  const day = utcDay(today);
  const year = day.getUTCFullYear();
  const { figures, clamped } = figuresForYear(year);
  return {
    answers,
    dependentsCount: answers.dependents_count,
    hasAdultDependent: answers.any_dependent_18plus,
    consulate: CONSULATE_RULES[answers.consulate],
    figures,
    missingYear: clamped ? year : null,
    text: planText(locale),
    today: day,
    appointment: answers.appointment_date
      ? fromIsoDate(answers.appointment_date)
      : addDays(day, DEFAULT_APPOINTMENT_OFFSET_DAYS),
  };
};

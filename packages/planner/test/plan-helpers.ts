import { generatePlan } from '../src/generate-plan.ts';
import type { TPlan, TPlanCard, TPlannerAnswersInput } from '../src/plan-model.ts';

/** A 2025 date, so the 2025 thresholds of planner-facts §2 apply; default appointment = 2025-09-13. */
export const TODAY = new Date('2025-06-15T10:30:00.000Z');

export const plan = (answers: TPlannerAnswersInput, today: Date = TODAY): TPlan => generatePlan(answers, today);

export const docIds = (result: TPlan): string[] => result.web.cards.map((card) => card.doc_id).sort();

export const card = (result: TPlan, docId: string): TPlanCard => {
  const found = result.web.cards.find((entry) => entry.doc_id === docId);
  if (!found) throw new Error(`No card ${docId}; cards: ${docIds(result).join(', ')}`);
  return found;
};

export const levels = (target: TPlanCard): string[] => target.warnings.map((warning) => warning.level);

export const hasCritical = (target: TPlanCard): boolean => target.warnings.some((w) => w.level === 'critical');

import type { TPlan, TPlanCard, TTimelineItem } from '@sello/planner/plan-model';

export type TDocumentSchedule = { card: TPlanCard; items: TTimelineItem[]; start: string | null; due: string | null };

/**
 * Each document with its timeline steps (in date order) and the span they cover, documents ordered by when
 * their work starts; documents without dated steps come last, in the plan's order.
 */
export const scheduleDocuments = (plan: TPlan): TDocumentSchedule[] => {
  const schedules = plan.web.cards.map((card): TDocumentSchedule => {
    const items = plan.web.timeline
      .filter((item) => item.doc_id === card.doc_id)
      .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.due_date.localeCompare(b.due_date));
    const start = items[0]?.start_date ?? null;
    const due = items.reduce<string | null>(
      (latest, item) => (latest && latest > item.due_date ? latest : item.due_date),
      null,
    );
    return { card, items, start, due };
  });
  return schedules
    .map((schedule, index) => ({ schedule, index }))
    .sort((a, b) => {
      if (a.schedule.start === b.schedule.start) return a.index - b.index;
      if (a.schedule.start === null) return 1;
      if (b.schedule.start === null) return -1;
      return a.schedule.start.localeCompare(b.schedule.start);
    })
    .map(({ schedule }) => schedule);
};

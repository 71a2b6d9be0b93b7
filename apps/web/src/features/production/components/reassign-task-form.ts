import type { TReassignTaskRequest, TTaskSummary } from '@sello/shared/task-schemas';
import { z } from 'zod';
import { DUE_DATE_MESSAGE, PAST_DUE_MESSAGE } from './assign-tasks-form';

export const NOTHING_CHANGED_MESSAGE = 'Choose another translator, reviewer or due date';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the browser's `datetime-local` text in the manager's own time zone (`2026-12-01T18:00`). */
export const toDateTimeLocal = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

type TReassignedTask = Pick<TTaskSummary, 'translator' | 'reviewer' | 'dueAt' | 'state'>;

export const reassignTaskDefaults = (task: TReassignedTask) => ({
  translatorId: task.translator.id,
  reviewerId: task.reviewer.id,
  dueAt: toDateTimeLocal(task.dueAt),
});

/**
 * The reassignment as typed → `PATCH /api/admin/tasks/:taskId`: the translator and reviewer as chosen, the due date
 * only when it changed (a new one must be in the future). A declined task may go back to the same people (it is
 * offered to them again); any other task needs a change.
 */
export const reassignTaskFormSchema = (task: TReassignedTask, now: () => number = Date.now) => {
  const current = reassignTaskDefaults(task);
  return z
    .object({
      translatorId: z.string().min(1, { error: 'Choose a translator' }),
      reviewerId: z.string().min(1, { error: 'Choose a reviewer' }),
      dueAt: z.string().min(1, { error: DUE_DATE_MESSAGE }),
    })
    .superRefine((form, context) => {
      if (form.reviewerId === form.translatorId) {
        context.addIssue({
          code: 'custom',
          path: ['reviewerId'],
          message: 'The reviewer must be someone other than the translator',
        });
      }
      if (form.dueAt !== current.dueAt) {
        const due = Date.parse(form.dueAt);
        if (Number.isNaN(due)) context.addIssue({ code: 'custom', path: ['dueAt'], message: DUE_DATE_MESSAGE });
        else if (due <= now()) context.addIssue({ code: 'custom', path: ['dueAt'], message: PAST_DUE_MESSAGE });
      }
      const unchanged =
        form.translatorId === current.translatorId &&
        form.reviewerId === current.reviewerId &&
        form.dueAt === current.dueAt;
      if (unchanged && task.state !== 'declined') {
        context.addIssue({ code: 'custom', path: ['translatorId'], message: NOTHING_CHANGED_MESSAGE });
      }
    })
    .transform(
      (form): TReassignTaskRequest => ({
        translatorId: form.translatorId,
        reviewerId: form.reviewerId,
        ...(form.dueAt !== current.dueAt ? { dueAt: new Date(form.dueAt).toISOString() } : {}),
      }),
    );
};

export type TReassignTaskFormValues = z.input<ReturnType<typeof reassignTaskFormSchema>>;

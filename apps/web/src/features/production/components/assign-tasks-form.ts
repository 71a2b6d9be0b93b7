import type { TAssignTaskRequest } from '@sello/shared/task-schemas';
import { z } from 'zod';

export const DUE_DATE_MESSAGE = 'Enter the due date and time';
export const PAST_DUE_MESSAGE = 'The due date must be in the future';

/**
 * The assignment as typed → `POST /api/admin/orders/:id/tasks`. The due date is the browser's `datetime-local` text,
 * read in the manager's own time zone and sent as an instant.
 */
export const assignTasksFormSchema = (now: () => number = Date.now) =>
  z
    .object({
      scope: z.enum(['documents', 'whole']),
      fileKeys: z.array(z.string()),
      translatorId: z.string().min(1, { error: 'Choose a translator' }),
      reviewerId: z.string().min(1, { error: 'Choose a reviewer' }),
      dueAt: z.string().min(1, { error: DUE_DATE_MESSAGE }),
      notes: z.string().trim().max(2000, { error: 'Notes must be at most 2000 characters' }),
    })
    .superRefine((form, context) => {
      if (form.scope === 'documents' && form.fileKeys.length === 0) {
        context.addIssue({ code: 'custom', path: ['fileKeys'], message: 'Choose at least one document' });
      }
      if (form.reviewerId && form.reviewerId === form.translatorId) {
        context.addIssue({
          code: 'custom',
          path: ['reviewerId'],
          message: 'The reviewer must be someone other than the translator',
        });
      }
      const due = Date.parse(form.dueAt);
      if (form.dueAt && Number.isNaN(due)) {
        context.addIssue({ code: 'custom', path: ['dueAt'], message: DUE_DATE_MESSAGE });
      } else if (due <= now()) {
        context.addIssue({ code: 'custom', path: ['dueAt'], message: PAST_DUE_MESSAGE });
      }
    })
    .transform(
      (form): TAssignTaskRequest => ({
        ...(form.scope === 'whole' ? { wholeOrder: true } : { fileKeys: form.fileKeys }),
        translatorId: form.translatorId,
        reviewerId: form.reviewerId,
        dueAt: new Date(form.dueAt).toISOString(),
        ...(form.notes ? { notes: form.notes } : {}),
      }),
    );

export type TAssignTasksFormValues = z.input<ReturnType<typeof assignTasksFormSchema>>;

export const assignTasksDefaults = (documentCount: number): TAssignTasksFormValues => ({
  scope: documentCount > 1 ? 'documents' : 'whole',
  fileKeys: [],
  translatorId: '',
  reviewerId: '',
  dueAt: '',
  notes: '',
});

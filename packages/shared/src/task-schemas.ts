import { z } from 'zod';
import { SERVICE_TYPES } from './constants.ts';
import { ZCustomerCorrection } from './draft-schemas.ts';
import { ZLanguageName } from './language-schemas.ts';
import { ORDER_STAGES, type TOrderStage } from './order-lifecycle.ts';
import { ZStaffRole } from './staff-roles.ts';
import { ZFileKey } from './upload-schemas.ts';

/**
 * Production tasks (issue 30, "Assignment and queues"): a project manager assigns an order's documents (or the whole
 * order) to a translator and a reviewer with a due date; the translator accepts or declines, uploads versions; the
 * reviewer approves or returns them. Routes: `/api/admin/orders/:id/tasks`, `/api/admin/tasks/*` (back office) and
 * `/api/staff/tasks/*` (the assignee). docs/api.md › "Production tasks".
 */

/**
 * - offered: assigned, waiting for the translator to accept or decline;
 * - accepted: the translator is working on it;
 * - declined: the translator said no (with a reason); back in the manager's queue to reassign;
 * - submitted: a version is with the reviewer;
 * - returned: the reviewer (or the customer's corrections) sent it back to the translator;
 * - approved: the reviewer approved the last version;
 * - cancelled: the manager withdrew it.
 */
export const TASK_STATES = [
  'offered',
  'accepted',
  'declined',
  'submitted',
  'returned',
  'approved',
  'cancelled',
] as const;
export type TTaskState = (typeof TASK_STATES)[number];
export const TASK_STATE_LABELS: Record<TTaskState, string> = {
  offered: 'Waiting for acceptance',
  accepted: 'In translation',
  declined: 'Declined',
  submitted: 'In review',
  returned: 'Returned to translator',
  approved: 'Approved',
  cancelled: 'Cancelled',
};
/**
 * The states in which a task still holds its documents (no other task may take them), and in which its translator
 * and reviewer may open them while the order is open.
 */
export const ACTIVE_TASK_STATES = [
  'offered',
  'accepted',
  'submitted',
  'returned',
  'approved',
] as const satisfies readonly TTaskState[];
/** The states in which a task is still work to do (the board, "My work"). */
export const OPEN_TASK_STATES = [
  'offered',
  'accepted',
  'submitted',
  'returned',
] as const satisfies readonly TTaskState[];

/**
 * The translator may hand in a version: once they accepted the task, when the reviewer returned it, and — for an
 * approved task — when the customer asked for corrections of the draft (the order's stage `changes_requested`).
 */
export const canUploadVersion = (state: TTaskState, stage: TOrderStage | null): boolean =>
  state === 'accepted' || state === 'returned' || (state === 'approved' && stage === 'changes_requested');

/** Which side of the task the caller is on (a person may be both only if the manager chose so). */
export const TASK_ROLES = ['translator', 'reviewer'] as const;
export type TTaskRole = (typeof TASK_ROLES)[number];

export const TASK_VERSION_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

const ZIsoDate = z.iso.datetime();
const ZText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

export const ZTaskPerson = z.object({ id: z.uuid(), name: z.string() });
export type TTaskPerson = z.infer<typeof ZTaskPerson>;

export const ZTaskDocument = z.object({
  fileKey: z.string(),
  filename: z.string(),
  contentType: z.string(),
  pages: z.number().nullable(),
  wordCount: z.number().nullable(),
  /** Photos and scans: `POST /api/staff/tasks/:taskId/files/:fileKey/preview` gives a JPEG preview link. */
  previewable: z.boolean(),
});
export type TTaskDocument = z.infer<typeof ZTaskDocument>;

/** One uploaded translation of the task. */
export const ZTaskVersion = z.object({
  id: z.uuid(),
  version: z.number().int(),
  fileKey: z.string(),
  filename: z.string(),
  contentType: z.string(),
  noteToReviewer: z.string().nullable(),
  uploadedBy: z.string(),
  uploadedAt: ZIsoDate,
  /** The reviewer's decision on this version (null: not reviewed yet). */
  review: z
    .object({ decision: z.enum(['approve', 'return']), comments: z.string().nullable(), at: ZIsoDate })
    .nullable(),
});
export type TTaskVersion = z.infer<typeof ZTaskVersion>;

/** A row of "My work" and of the manager's board. */
export const ZTaskSummary = z.object({
  id: z.uuid(),
  /**
   * The back office only: translators and reviewers never get it (a guest order's id is the customer's link to it);
   * they have the order number and the task's own routes.
   */
  orderId: z.uuid().optional(),
  orderNumber: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  sourceLanguage: ZLanguageName,
  targetLanguage: ZLanguageName,
  /** The documents the task covers (the whole order's when `wholeOrder`). */
  documents: z.array(z.object({ fileKey: z.string(), filename: z.string(), pages: z.number().nullable() })),
  wholeOrder: z.boolean(),
  /** The caller's side of the task; null for the back office looking at someone else's. */
  role: z.enum(TASK_ROLES).nullable(),
  translator: ZTaskPerson,
  reviewer: ZTaskPerson,
  dueAt: ZIsoDate,
  /** Past its due date and not approved yet. */
  overdue: z.boolean(),
  state: z.enum(TASK_STATES),
  /** The order's production stage. */
  stage: z.enum(ORDER_STAGES).nullable(),
  declineReason: z.string().nullable(),
  assignedAt: ZIsoDate,
});
export type TTaskSummary = z.infer<typeof ZTaskSummary>;

/**
 * The customer's names as in the passport and other instructions (the order's, as `services/orders/order-instructions.ts`
 * maps them); empty when they gave none.
 */
export const ZTaskInstructions = z.object({
  nameSpellings: z.array(z.object({ kind: z.string(), label: z.string(), asWritten: z.string() })),
  translationInstructions: z.string().nullable(),
});
export type TTaskInstructions = z.infer<typeof ZTaskInstructions>;

/** The task page: no customer contact details, no payments. */
export const ZTask = ZTaskSummary.extend({
  /**
   * For its translator or reviewer, the task no longer holds the customer's documents: it was declined or cancelled,
   * or the order is closed. Its documents, names, notes, drafts and versions are then left out, and their links refuse.
   */
  closed: z.boolean(),
  documents: z.array(ZTaskDocument),
  /** The manager's notes for the translator and reviewer. */
  notes: z.string().nullable(),
  instructions: ZTaskInstructions,
  /** The machine draft of each document, where the automatic translation produced one (HTML). */
  machineDrafts: z.array(z.object({ fileKey: z.string(), filename: z.string(), translatedHtml: z.string() })),
  versions: z.array(ZTaskVersion),
  /** What the customer asked to correct in the task's documents, per draft round (oldest first). */
  customerCorrections: z.array(ZCustomerCorrection),
  /**
   * Why the latest version, approved by the reviewer, could not be made into the customer's PDF draft (the task came
   * back to the translator for it); null otherwise, and once a new version is uploaded.
   */
  draftFailure: z.string().nullable(),
  /** What the caller may do now. */
  actions: z.object({
    accept: z.boolean(),
    decline: z.boolean(),
    uploadVersion: z.boolean(),
    review: z.boolean(),
  }),
});
export type TTask = z.infer<typeof ZTask>;

export const ZTaskParams = z.object({ taskId: z.uuid({ error: 'Task not found' }) });
export const ZTaskFileParams = ZTaskParams.extend({ fileKey: ZFileKey });

/** `GET /api/staff/tasks`: the caller's open tasks (and their last 20 finished ones), by due date. */
export const ZMyTasksResponse = z.object({ tasks: z.array(ZTaskSummary) });
export type TMyTasksResponse = z.infer<typeof ZMyTasksResponse>;

/** `GET /api/admin/orders/:id/tasks`: every task of the order but the cancelled ones, oldest first. */
export const ZOrderTasksResponse = z.object({ tasks: z.array(ZTaskSummary) });
export type TOrderTasksResponse = z.infer<typeof ZOrderTasksResponse>;

export const ZTranslatorWorkload = z.object({
  translator: ZTaskPerson,
  openTasks: z.number().int(),
  overdueTasks: z.number().int(),
  /** Source pages across the open tasks. */
  openPages: z.number().int(),
});
export type TTranslatorWorkload = z.infer<typeof ZTranslatorWorkload>;

/** `GET /api/admin/tasks`: every open task, late first then by due date; workload per translator and reviewer. */
export const ZTaskBoardResponse = z.object({
  tasks: z.array(ZTaskSummary),
  workload: z.array(ZTranslatorWorkload),
  /** Orders paid or in progress with documents no task holds (awaiting assignment). */
  awaitingAssignment: z.array(
    z.object({
      orderId: z.uuid(),
      orderNumber: z.string(),
      unassignedDocuments: z.number().int(),
      paidAt: ZIsoDate.nullable(),
    }),
  ),
});
export type TTaskBoardResponse = z.infer<typeof ZTaskBoardResponse>;

/** `GET /api/admin/tasks/assignees`: the staff a task can go to (every staff role), by name. */
export const ZAssigneesResponse = z.object({
  staff: z.array(z.object({ id: z.uuid(), name: z.string(), role: ZStaffRole })),
});
export type TAssigneesResponse = z.infer<typeof ZAssigneesResponse>;

const ZDueAt = z.iso.datetime({ offset: true, error: 'dueAt must be a date and time (ISO 8601)' });

/** `POST /api/admin/orders/:id/tasks`: one task per listed document, or one for the whole order. */
export const ZAssignTaskRequest = z
  .object({
    /** The documents to assign, one task each; omit (or `wholeOrder: true`) for one task covering the whole order. */
    fileKeys: z.array(ZFileKey).min(1, { error: 'Choose at least one document' }).max(50).optional(),
    wholeOrder: z.boolean().optional(),
    translatorId: z.uuid({ error: 'Choose a translator' }),
    reviewerId: z.uuid({ error: 'Choose a reviewer' }),
    dueAt: ZDueAt,
    notes: ZText('Notes', 2000).optional(),
  })
  .refine((body) => (body.fileKeys ? !body.wholeOrder : body.wholeOrder === true), {
    error: 'Choose documents or the whole order (not both)',
    path: ['fileKeys'],
  })
  .refine((body) => body.translatorId !== body.reviewerId, {
    error: 'The reviewer must be someone other than the translator',
    path: ['reviewerId'],
  });
export type TAssignTaskRequest = z.input<typeof ZAssignTaskRequest>;

export const ZAssignTaskResponse = z.object({ tasks: z.array(ZTaskSummary) });
export type TAssignTaskResponse = z.infer<typeof ZAssignTaskResponse>;

/** `PATCH /api/admin/tasks/:taskId`: reassign (a new translator and/or reviewer, a new due date). */
export const ZReassignTaskRequest = z
  .object({
    translatorId: z.uuid({ error: 'Choose a translator' }).optional(),
    reviewerId: z.uuid({ error: 'Choose a reviewer' }).optional(),
    dueAt: ZDueAt.optional(),
    notes: ZText('Notes', 2000).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change' });
export type TReassignTaskRequest = z.input<typeof ZReassignTaskRequest>;

/** `POST /api/staff/tasks/:taskId/decline` and `POST /api/admin/tasks/:taskId/cancel`. */
export const ZTaskReasonRequest = z.object({
  reason: ZText('Reason', 1000).min(1, { error: 'Please give a reason' }),
});
export type TTaskReasonRequest = z.input<typeof ZTaskReasonRequest>;

/** `POST /api/staff/tasks/:taskId/versions`: the translation uploaded through `POST /api/uploads/presigned-url`. */
export const ZUploadTaskVersionRequest = z.object({
  fileKey: ZFileKey,
  noteToReviewer: ZText('Note to the reviewer', 2000).optional(),
});
export type TUploadTaskVersionRequest = z.input<typeof ZUploadTaskVersionRequest>;

/** `POST /api/staff/tasks/:taskId/review`: approve the last version, or return it with comments. */
export const ZReviewTaskRequest = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), comments: ZText('Comments', 4000).optional() }),
    z.object({
      decision: z.literal('return'),
      comments: ZText('Comments', 4000).min(1, { error: 'Say what the translator should change' }),
    }),
  ],
  { error: "decision must be 'approve' or 'return'" },
);
export type TReviewTaskRequest = z.input<typeof ZReviewTaskRequest>;

/** Every task write answers with the task page as the caller now sees it. */
export const ZTaskResponse = z.object({ task: ZTask });
export type TTaskResponse = z.infer<typeof ZTaskResponse>;

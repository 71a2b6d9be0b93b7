import { NAME_SPELLING_LABELS } from '@sello/shared/order-instructions-schemas';
import { isOpen } from '@sello/shared/order-lifecycle';
import {
  ACTIVE_TASK_STATES,
  canUploadVersion,
  OPEN_TASK_STATES,
  type TTask,
  type TTaskRole,
  type TTaskSummary,
} from '@sello/shared/task-schemas';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { lockOrder, orderClosedMessage } from '../orders/lock-order.ts';
import { toOrderInstructions } from '../orders/order-instructions.ts';

export const TASK_NOT_FOUND = 'Task not found';
export const TASK_DOCUMENTS_CLOSED =
  'The documents of this task are no longer available to you: the task was declined or cancelled, or the order is closed.';

type TExecutor = Kysely<Database>;
/** Who looks at a task: the back office (`is_admin`) sees every task whole, with its order's id. */
export type TTaskViewer = Pick<TUserRow, 'id' | 'is_admin'>;

/** A staff member as the task shows them: their profile's display name, else their account's name. */
const personName = (alias: 'translator' | 'reviewer', profile: 'translator_profile' | 'reviewer_profile') =>
  sql<string>`coalesce(${sql.ref(`${profile}.display_name`)}, ${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)})`;

/** The tasks with their order's and people's fields (no customer contact details: translators read these). */
export const selectTasks = (db: TExecutor) =>
  db
    .selectFrom('order_tasks')
    .innerJoin('orders', 'orders.id', 'order_tasks.order_id')
    .innerJoin('users as translator', 'translator.id', 'order_tasks.translator_id')
    .innerJoin('users as reviewer', 'reviewer.id', 'order_tasks.reviewer_id')
    .leftJoin('staff_profiles as translator_profile', 'translator_profile.user_id', 'order_tasks.translator_id')
    .leftJoin('staff_profiles as reviewer_profile', 'reviewer_profile.user_id', 'order_tasks.reviewer_id')
    .select([
      'order_tasks.id',
      'order_tasks.order_id',
      'order_tasks.file_id',
      'order_tasks.translator_id',
      'order_tasks.reviewer_id',
      'order_tasks.due_at',
      'order_tasks.state',
      'order_tasks.decline_reason',
      'order_tasks.notes',
      'order_tasks.created_at',
      'orders.order_number',
      'orders.status as order_status',
      'orders.stage',
      'orders.service_type',
      'orders.source_language',
      'orders.target_language',
      personName('translator', 'translator_profile').as('translator_name'),
      personName('reviewer', 'reviewer_profile').as('reviewer_name'),
    ]);

export type TTaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['executeTakeFirstOrThrow']>>;

/** The source documents of these orders, in upload order. */
const sourceDocuments = async (db: TExecutor, orderIds: string[]) =>
  orderIds.length === 0
    ? []
    : db
        .selectFrom('files')
        .select(['id', 'order_id', 'file_key', 'original_name', 'content_type', 'analysis'])
        .where('order_id', 'in', orderIds)
        .where('kind', '=', 'SOURCE')
        .where('status', '=', 'uploaded')
        .orderBy('created_at')
        .orderBy('id')
        .execute();

export type TSourceDocument = Awaited<ReturnType<typeof sourceDocuments>>[number];

/** The documents a task covers: its one file, or every source file of the order. */
export const documentsOfTask = <TFile extends { id: string; order_id: string | null }>(
  task: Pick<TTaskRow, 'order_id' | 'file_id'>,
  documents: TFile[],
): TFile[] =>
  documents.filter((file) => file.order_id === task.order_id && (task.file_id === null || file.id === task.file_id));

const isOverdue = (task: Pick<TTaskRow, 'due_at' | 'state'>, now: Date) =>
  task.due_at < now && (OPEN_TASK_STATES as readonly string[]).includes(task.state);

export const roleOf = (task: Pick<TTaskRow, 'translator_id' | 'reviewer_id'>, userId: string): TTaskRole | null => {
  if (task.translator_id === userId) return 'translator';
  if (task.reviewer_id === userId) return 'reviewer';
  return null;
};

/**
 * For its translator or reviewer, the task no longer reaches the customer's documents: it was declined or cancelled,
 * or its order is closed (the same rule as auth/task-assignment.ts). The back office is never closed out.
 */
export const isClosedFor = (task: Pick<TTaskRow, 'state' | 'order_status'>, viewer: TTaskViewer): boolean =>
  !viewer.is_admin && (!(ACTIVE_TASK_STATES as readonly string[]).includes(task.state) || !isOpen(task.order_status));

/** 403 with TASK_DOCUMENTS_CLOSED for a translator or reviewer whose task is closed (every file link of the task). */
export const assertTaskOpenFor = (task: Pick<TTaskRow, 'state' | 'order_status'>, viewer: TTaskViewer): void => {
  if (isClosedFor(task, viewer)) throw new AppError('FORBIDDEN', TASK_DOCUMENTS_CLOSED);
};

const toSummary = (task: TTaskRow, documents: TSourceDocument[], viewer: TTaskViewer, now: Date): TTaskSummary => ({
  id: task.id,
  // A guest order's id is the customer's link to it: only the back office gets it.
  ...(viewer.is_admin ? { orderId: task.order_id } : {}),
  orderNumber: task.order_number,
  serviceType: task.service_type,
  sourceLanguage: task.source_language,
  targetLanguage: task.target_language,
  documents: isClosedFor(task, viewer)
    ? []
    : documentsOfTask(task, documents).map((file) => ({
        fileKey: file.file_key,
        filename: file.original_name,
        pages: file.analysis?.pages ?? null,
      })),
  wholeOrder: task.file_id === null,
  role: roleOf(task, viewer.id),
  translator: { id: task.translator_id, name: task.translator_name },
  reviewer: { id: task.reviewer_id, name: task.reviewer_name },
  dueAt: task.due_at.toISOString(),
  overdue: isOverdue(task, now),
  state: task.state,
  stage: task.stage,
  declineReason: task.decline_reason,
  assignedAt: task.created_at.toISOString(),
});

/** The list rows of "My work" and the board, as `viewerId` sees them. */
export const toTaskSummaries = async (
  db: TExecutor,
  tasks: TTaskRow[],
  viewer: TTaskViewer,
  now = new Date(),
): Promise<TTaskSummary[]> => {
  const documents = await sourceDocuments(db, [...new Set(tasks.map((task) => task.order_id))]);
  return tasks.map((task) => toSummary(task, documents, viewer, now));
};

/** The task if the viewer may open it (its translator or reviewer, or the back office); otherwise 404. */
export const findVisibleTask = async (db: TExecutor, taskId: string, viewer: TUserRow): Promise<TTaskRow> => {
  const task = await selectTasks(db).where('order_tasks.id', '=', taskId).executeTakeFirst();
  if (!task || (!viewer.is_admin && roleOf(task, viewer.id) === null)) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return task;
};

const NO_ACTIONS = { accept: false, decline: false, uploadVersion: false, review: false };

/**
 * The task page as the viewer sees it: documents, the manager's notes, the customer's names, drafts, versions. A task
 * closed for its translator or reviewer (isClosedFor) is only its summary: none of the customer's documents or words.
 */
export const loadTaskPage = async (
  db: TExecutor,
  taskId: string,
  viewer: TUserRow,
  now = new Date(),
): Promise<TTask> => {
  const task = await findVisibleTask(db, taskId, viewer);
  if (isClosedFor(task, viewer)) {
    return {
      ...toSummary(task, [], viewer, now),
      closed: true,
      documents: [],
      notes: null,
      instructions: { nameSpellings: [], translationInstructions: null },
      machineDrafts: [],
      versions: [],
      customerCorrections: [],
      draftFailure: null,
      actions: NO_ACTIONS,
    };
  }
  const documents = documentsOfTask(task, await sourceDocuments(db, [task.order_id]));
  const order = await db
    .selectFrom('orders')
    .select(['status', 'name_spellings', 'translation_instructions'])
    .where('id', '=', task.order_id)
    .executeTakeFirstOrThrow();
  const instructions = toOrderInstructions(order);
  const drafts =
    documents.length === 0
      ? []
      : await db
          .selectFrom('translations')
          .innerJoin('files', 'files.id', 'translations.file_id')
          .select(['files.file_key', 'files.original_name', 'translations.translated_html'])
          .where(
            'translations.file_id',
            'in',
            documents.map((file) => file.id),
          )
          .where('translations.translation_status', '=', 'done')
          .where('translations.translated_html', 'is not', null)
          .execute();
  const versions = await db
    .selectFrom('task_versions')
    .innerJoin('files', 'files.id', 'task_versions.file_id')
    .leftJoin('users', 'users.id', 'task_versions.uploaded_by')
    .select([
      'task_versions.id',
      'task_versions.version',
      'task_versions.note_to_reviewer',
      'task_versions.uploaded_at',
      'task_versions.review_decision',
      'task_versions.review_comments',
      'task_versions.reviewed_at',
      'files.file_key',
      'files.original_name',
      'files.content_type',
      sql<string>`coalesce(users.first_name || ' ' || users.last_name, 'Former staff member')`.as('uploaded_by_name'),
    ])
    .where('task_versions.task_id', '=', task.id)
    .orderBy('task_versions.version', 'desc')
    .execute();
  // What the customer asked in the draft rounds, for this task's documents.
  const customerCorrections = await db
    .selectFrom('draft_corrections')
    .innerJoin('draft_documents', 'draft_documents.id', 'draft_corrections.document_id')
    .innerJoin('order_drafts', 'order_drafts.id', 'draft_corrections.draft_id')
    .select(['order_drafts.round', 'draft_documents.name', 'draft_corrections.page', 'draft_corrections.comment'])
    .where('draft_documents.task_id', '=', task.id)
    .orderBy('order_drafts.round')
    .orderBy('draft_corrections.position')
    .execute();
  // A failed draft round made from the task's latest version: the reason it came back.
  const draftFailure = versions[0]
    ? await db
        .selectFrom('draft_documents')
        .innerJoin('order_drafts', 'order_drafts.id', 'draft_documents.draft_id')
        .innerJoin('task_versions', 'task_versions.file_id', 'draft_documents.version_file_id')
        .select('order_drafts.failure')
        .where('draft_documents.task_id', '=', task.id)
        .where('task_versions.id', '=', versions[0].id)
        .where('order_drafts.state', '=', 'failed')
        .orderBy('order_drafts.created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  const role = roleOf(task, viewer.id);
  const summary = toSummary(task, documents, viewer, now);
  return {
    ...summary,
    closed: false,
    documents: documents.map((file) => ({
      fileKey: file.file_key,
      filename: file.original_name,
      contentType: file.content_type,
      pages: file.analysis?.pages ?? null,
      wordCount: file.analysis?.wordCount ?? null,
      previewable: file.content_type.startsWith('image/'),
    })),
    notes: task.notes,
    instructions: {
      nameSpellings: instructions.nameSpellings.map((entry) => ({
        kind: entry.kind,
        label: NAME_SPELLING_LABELS[entry.kind],
        asWritten: entry.asWritten,
      })),
      translationInstructions: instructions.translationInstructions,
    },
    machineDrafts: drafts.map((draft) => ({
      fileKey: draft.file_key,
      filename: draft.original_name,
      translatedHtml: draft.translated_html ?? '',
    })),
    versions: versions.map((version) => ({
      id: version.id,
      version: version.version,
      fileKey: version.file_key,
      filename: version.original_name,
      contentType: version.content_type,
      noteToReviewer: version.note_to_reviewer,
      uploadedBy: version.uploaded_by_name,
      uploadedAt: version.uploaded_at.toISOString(),
      review:
        version.review_decision && version.reviewed_at
          ? {
              decision: version.review_decision,
              comments: version.review_comments,
              at: version.reviewed_at.toISOString(),
            }
          : null,
    })),
    customerCorrections: customerCorrections.map((correction) => ({
      round: correction.round,
      documentName: correction.name,
      page: correction.page,
      comment: correction.comment,
    })),
    draftFailure: draftFailure?.failure ?? null,
    actions: {
      accept: role === 'translator' && task.state === 'offered',
      decline: role === 'translator' && task.state === 'offered',
      uploadVersion: role === 'translator' && canUploadVersion(task.state, task.stage),
      review: role === 'reviewer' && task.state === 'submitted',
    },
  };
};

/**
 * Locks the task for a change by its translator or reviewer (403 to the other of the two; 404 to anyone else, as for an
 * unknown task), or by the back office. Its order is locked first (orders/lock-order.ts: order, then drafts, then
 * tasks), and a closed order refuses its translator and reviewer (409).
 */
export const lockTaskFor = async (
  trx: Transaction<Database>,
  taskId: string,
  userId: string,
  role: TTaskRole | 'manager',
) => {
  const found = await trx.selectFrom('order_tasks').select('order_id').where('id', '=', taskId).executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  // A task never moves to another order, so the order read before the lock is the task's order.
  const order = await lockOrder(trx, found.order_id);
  const task = await trx.selectFrom('order_tasks').selectAll().where('id', '=', taskId).forUpdate().executeTakeFirst();
  if (!task || !order) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  if (role === 'manager') return task;
  const callerRole = roleOf(task, userId);
  if (callerRole === null) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  if (callerRole !== role && !(task.translator_id === userId && task.reviewer_id === userId)) {
    throw new AppError('FORBIDDEN', `Only the task's ${role} can do this.`);
  }
  if (!isOpen(order.status)) throw new AppError('CONFLICT', orderClosedForTasks(order.status));
  return task;
};

/** Why a task of a cancelled, completed or delivered order can no longer change (the order closed its tasks). */
export const orderClosedForTasks = (status: string) => orderClosedMessage(status, 'its tasks are closed.');

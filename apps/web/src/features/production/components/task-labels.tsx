import { SERVICE_NAMES } from '@sello/shared/constants';
import { TASK_STATE_LABELS, type TTaskSummary } from '@sello/shared/task-schemas';
import AlarmClock from 'lucide-react/icons/alarm-clock';
import { formatDateTime, formatLanguagePair } from '@/lib/order-format';

/** The tasks still to do come first, each group by due date (the server sends them so; kept here for the page). */
export const FINISHED_TASK_STATES = new Set<TTaskSummary['state']>(['approved', 'declined', 'cancelled']);

export const byDueDate = (a: TTaskSummary, b: TTaskSummary) => Date.parse(a.dueAt) - Date.parse(b.dueAt);

/** `Sworn Translation · English → Spanish`. */
export const taskWorkLabel = (task: Pick<TTaskSummary, 'serviceType' | 'sourceLanguage' | 'targetLanguage'>) =>
  `${SERVICE_NAMES[task.serviceType]} · ${formatLanguagePair(task.sourceLanguage, task.targetLanguage)}`;

/** `birth-certificate.pdf`, `2 documents`, or `Whole order (3 documents)`. */
export const taskDocumentsLabel = (task: Pick<TTaskSummary, 'documents' | 'wholeOrder'>) => {
  const count = task.documents.length;
  const documents = count === 1 ? (task.documents[0]?.filename ?? '1 document') : `${count} documents`;
  return task.wholeOrder ? `Whole order (${count === 1 ? '1 document' : `${count} documents`})` : documents;
};

export const TaskStateBadge = ({ state }: { state: TTaskSummary['state'] }) => (
  <span className="inline-flex items-center rounded-md bg-slate-100 px-2 py-0.5 font-semibold text-slate-800 text-xs ring-1 ring-slate-200 ring-inset">
    {TASK_STATE_LABELS[state]}
  </span>
);

/**
 * The due date, and "Overdue" in words (with an icon and colour, never colour alone) once it has passed. `bare`: without
 * the word "Due" (a table's Due column).
 */
export const TaskDue = ({ task, bare = false }: { task: Pick<TTaskSummary, 'dueAt' | 'overdue'>; bare?: boolean }) => (
  <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
    <span className={task.overdue ? 'font-semibold text-danger-800' : 'text-slate-700'}>
      {bare ? '' : 'Due '}
      {formatDateTime(task.dueAt)}
    </span>
    {task.overdue ? (
      <span className="inline-flex items-center gap-1 rounded-md bg-danger-50 px-2 py-0.5 font-semibold text-danger-800 text-xs ring-1 ring-danger-200 ring-inset">
        <AlarmClock aria-hidden="true" className="size-3.5" />
        Overdue
      </span>
    ) : null}
  </span>
);

import { ORDER_STAGE_LABELS } from '@sello/shared/order-lifecycle';
import type { TTaskBoardResponse, TTaskSummary } from '@sello/shared/task-schemas';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { TableHead } from '@/components/ui/table-head';
import { paths } from '@/config/paths';
import { formatCount, formatShortDate } from '@/lib/order-format';
import { TaskActions } from './task-actions';
import { TaskDue, TaskStateBadge, taskDocumentsLabel, taskWorkLabel } from './task-labels';

/** Late tasks first, then by due date (the server's order; kept here so the board never depends on it). */
export const boardOrder = (tasks: readonly TTaskSummary[]) =>
  [...tasks].sort((a, b) => Number(b.overdue) - Number(a.overdue) || Date.parse(a.dueAt) - Date.parse(b.dueAt));

/** What the search box matches: order number, documents, language pair, translator and reviewer. */
export const matchesTask = (task: TTaskSummary, search: string) => {
  const words = search.trim().toLowerCase();
  if (!words) return true;
  return [
    task.orderNumber,
    taskDocumentsLabel(task),
    ...task.documents.map((document) => document.filename),
    taskWorkLabel(task),
    task.translator.name,
    task.reviewer.name,
  ].some((text) => text.toLowerCase().includes(words));
};

const stageLabel = (task: TTaskSummary) => (task.stage ? ORDER_STAGE_LABELS[task.stage] : '—');

const TaskLink = ({ task }: { task: TTaskSummary }) => (
  <Link
    to={paths.adminTask(task.id)}
    className="break-words font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
  >
    {taskDocumentsLabel(task)}
  </Link>
);

// The board is the back office's, whose tasks carry the order's id (translators' never do: then the number alone).
const OrderLink = ({ task }: { task: TTaskSummary }) =>
  task.orderId ? (
    <Link
      to={paths.adminOrder(task.orderId)}
      className="whitespace-nowrap text-slate-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {task.orderNumber}
    </Link>
  ) : (
    <span className="whitespace-nowrap text-slate-700">{task.orderNumber}</span>
  );

const CELL = 'px-4 py-3 align-top';

/**
 * The open tasks: a table on wide screens, one card per task on phones; each with Reassign and Cancel Task, whose
 * outcome goes to `onDone`.
 */
export const BoardTasks = ({
  tasks,
  onDone,
}: {
  tasks: readonly TTaskSummary[];
  onDone: (message: string) => void;
}) => (
  <>
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Open tasks, late first</caption>
        <TableHead columns={['Task', 'Order', 'People', 'Due', 'Status']} cellClassName={CELL} />
        <tbody className="divide-y divide-slate-200">
          {tasks.map((task) => (
            <tr key={task.id} className={task.overdue ? 'bg-danger-50/60' : undefined}>
              <td className={`${CELL} min-w-48`}>
                <TaskLink task={task} />
                <p className="text-slate-600 text-xs">{taskWorkLabel(task)}</p>
              </td>
              <td className={CELL}>
                <OrderLink task={task} />
              </td>
              <td className={CELL}>
                <p className="whitespace-nowrap">{task.translator.name}</p>
                <p className="whitespace-nowrap text-slate-600 text-xs">Reviewer: {task.reviewer.name}</p>
              </td>
              <td className={`${CELL} min-w-36`}>
                <TaskDue task={task} bare />
              </td>
              <td className={CELL}>
                <TaskStateBadge state={task.state} />
                {task.state === 'declined' && task.declineReason ? (
                  <p className="mt-1 text-slate-600 text-xs">“{task.declineReason}”</p>
                ) : null}
                <p className="mt-1 whitespace-nowrap text-slate-600 text-xs">Order: {stageLabel(task)}</p>
                <div className="mt-2">
                  <TaskActions task={task} onDone={onDone} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    <ul className="flex flex-col divide-y divide-slate-200 md:hidden" aria-label="Open tasks, late first">
      {tasks.map((task) => (
        <li key={task.id} className={`flex flex-col gap-2 p-4 ${task.overdue ? 'bg-danger-50/60' : ''}`}>
          <TaskLink task={task} />
          <p className="text-slate-600 text-xs">
            Order <OrderLink task={task} /> · {taskWorkLabel(task)}
          </p>
          <div className="text-sm">
            <TaskDue task={task} />
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-500 text-xs">Translator</dt>
              <dd className="break-words text-slate-900">{task.translator.name}</dd>
            </div>
            <div>
              <dt className="text-slate-500 text-xs">Reviewer</dt>
              <dd className="break-words text-slate-900">{task.reviewer.name}</dd>
            </div>
            <div>
              <dt className="text-slate-500 text-xs">Task status</dt>
              <dd>
                <TaskStateBadge state={task.state} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 text-xs">Order stage</dt>
              <dd className="text-slate-900">{stageLabel(task)}</dd>
            </div>
          </dl>
          {task.state === 'declined' && task.declineReason ? (
            <p className="text-slate-600 text-xs">Declined: “{task.declineReason}”</p>
          ) : null}
          <TaskActions task={task} onDone={onDone} />
        </li>
      ))}
    </ul>
  </>
);

/** Open tasks, late ones and pages per translator: who can take the next order. */
export const Workload = ({ workload }: { workload: TTaskBoardResponse['workload'] }) => (
  <Card id="workload-heading" title="Workload per translator">
    {workload.length === 0 ? (
      <p className="text-slate-600 text-sm">Nobody has open work.</p>
    ) : (
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {workload.map((row) => (
          <li key={row.translator.id} className="rounded-xl border border-slate-200 p-4">
            <p className="break-words font-medium text-slate-900">{row.translator.name}</p>
            <p className="mt-1 text-slate-700 text-sm">
              {formatCount(row.openTasks, 'open task')} · {formatCount(row.openPages, 'page')}
            </p>
            {row.overdueTasks > 0 ? (
              <p className="mt-1 font-semibold text-danger-800 text-sm">
                {formatCount(row.overdueTasks, 'overdue task')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    )}
  </Card>
);

/** Paid orders with documents no task holds yet: the manager's next assignments. */
export const AwaitingAssignment = ({ orders }: { orders: TTaskBoardResponse['awaitingAssignment'] }) =>
  orders.length === 0 ? null : (
    <Card id="awaiting-assignment-heading" title={`Awaiting assignment (${orders.length})`}>
      <ul className="flex flex-col gap-2">
        {orders.map((order) => (
          <li
            key={order.orderId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-3"
          >
            <Link
              to={paths.adminOrder(order.orderId)}
              className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              Order {order.orderNumber}
            </Link>
            <span className="text-slate-700 text-sm">
              {formatCount(order.unassignedDocuments, 'unassigned document')}
              {order.paidAt ? ` · paid ${formatShortDate(order.paidAt)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );

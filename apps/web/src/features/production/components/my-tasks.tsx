import type { TTaskSummary } from '@sello/shared/task-schemas';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAcceptTask } from '../api/accept-task';
import { DeclineTaskModal } from './decline-task-modal';
import {
  byDueDate,
  FINISHED_TASK_STATES,
  TaskDue,
  TaskStateBadge,
  taskDocumentsLabel,
  taskWorkLabel,
} from './task-labels';

const ROLE_LABELS = { translator: 'You translate', reviewer: 'You review' } as const;

const TaskCard = ({ task, onDecline }: { task: TTaskSummary; onDecline: (task: TTaskSummary) => void }) => {
  const accept = useAcceptTask();
  const offered = task.state === 'offered' && task.role === 'translator';
  const titleId = `task-${task.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={`rounded-2xl border bg-white p-5 shadow-sm ${task.overdue ? 'border-danger-300' : 'border-slate-200'}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            <Link
              to={paths.adminTask(task.id)}
              className="break-words text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {taskDocumentsLabel(task)}
            </Link>
          </h3>
          <p className="mt-1 text-slate-600 text-sm">
            Order {task.orderNumber} · {taskWorkLabel(task)}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <TaskDue task={task} />
            <TaskStateBadge state={task.state} />
            {task.role ? <span className="text-slate-600">{ROLE_LABELS[task.role]}</span> : null}
          </div>
        </div>
        {offered ? (
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button
              size="sm"
              icon={<Check aria-hidden="true" className="size-4" />}
              loading={accept.isPending}
              aria-label={`Accept ${taskDocumentsLabel(task)} (order ${task.orderNumber})`}
              onClick={() => accept.mutate({ taskId: task.id })}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="outline"
              icon={<X aria-hidden="true" className="size-4" />}
              disabled={accept.isPending}
              aria-label={`Decline ${taskDocumentsLabel(task)} (order ${task.orderNumber})`}
              onClick={() => onDecline(task)}
            >
              Decline
            </Button>
          </div>
        ) : null}
      </div>
      {accept.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(accept.error, 'Could not accept the task')}
        </Alert>
      ) : null}
    </li>
  );
};

const TaskGroup = ({
  title,
  tasks,
  empty,
  onDecline,
}: {
  title: string;
  tasks: TTaskSummary[];
  empty?: string;
  onDecline: (task: TTaskSummary) => void;
}) => {
  const headingId = `my-work-${title.toLowerCase().replaceAll(' ', '-')}`;
  if (tasks.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {title} ({tasks.length})
      </h2>
      {tasks.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white px-5 py-10 text-center text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} onDecline={onDecline} />
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * "My work": the signed-in translator's or reviewer's tasks, the ones to do first by due date (overdue ones say so),
 * then the finished ones. An offered task can be accepted, or declined with a reason.
 */
export const MyTasks = ({ tasks }: { tasks: TTaskSummary[] }) => {
  const [declining, setDeclining] = useState<TTaskSummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const open = tasks.filter((task) => !FINISHED_TASK_STATES.has(task.state)).sort(byDueDate);
  const finished = tasks
    .filter((task) => FINISHED_TASK_STATES.has(task.state))
    .sort(byDueDate)
    .reverse();
  const overdue = open.filter((task) => task.overdue).length;

  return (
    <div className="flex flex-col gap-8">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {overdue > 0 ? (
        <Alert tone="warning" live={false}>
          {overdue === 1 ? '1 task is overdue.' : `${overdue} tasks are overdue.`} Tell your project manager if you need
          more time.
        </Alert>
      ) : null}
      <TaskGroup
        title="To do"
        tasks={open}
        empty="Nothing assigned to you right now. New tasks appear here and arrive by email."
        onDecline={(task) => {
          setNotice(null);
          setDeclining(task);
        }}
      />
      <TaskGroup title="Finished" tasks={finished} onDecline={setDeclining} />
      {declining ? (
        <DeclineTaskModal
          task={declining}
          open
          onClose={() => setDeclining(null)}
          onDeclined={() => {
            setNotice(`You declined the task for order ${declining.orderNumber}. It went back to the project manager.`);
            setDeclining(null);
          }}
        />
      ) : null}
    </div>
  );
};

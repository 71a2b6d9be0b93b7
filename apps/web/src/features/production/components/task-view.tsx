import type { TTask } from '@sello/shared/task-schemas';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageLoading, RecordLoadFailure } from '@/components/ui/page-message';
import { TranslationViewer } from '@/components/ui/translation-viewer';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAcceptTask } from '../api/accept-task';
import { useTask } from '../api/get-task';
import { DeclineTaskModal } from './decline-task-modal';
import { TaskCustomerCorrections } from './task-customer-corrections';
import { TaskDocuments } from './task-documents';
import { TaskInstructions } from './task-instructions';
import { TaskDue, TaskStateBadge, taskDocumentsLabel, taskWorkLabel } from './task-labels';
import { TaskReviewForm } from './task-review-form';
import { TaskVersionUpload } from './task-version-upload';
import { TaskVersions } from './task-versions';

const BackToWork = ({ variant = 'ghost' }: { variant?: 'ghost' | 'primary' }) => (
  <ButtonLink
    to={paths.adminWork}
    variant={variant}
    size={variant === 'ghost' ? 'sm' : 'md'}
    icon={<ArrowLeft aria-hidden="true" className="size-4" />}
  >
    Back to My work
  </ButtonLink>
);

/** The task's people, dates and the manager's notes. */
const TaskDetails = ({ task }: { task: TTask }) => (
  <Card id="task-details-heading" title="Task">
    <dl className="grid grid-cols-1 gap-4 text-sm">
      {[
        { label: 'Work', value: taskWorkLabel(task) },
        { label: 'Due', value: <TaskDue task={task} /> },
        { label: 'Status', value: <TaskStateBadge state={task.state} /> },
        { label: 'Translator', value: task.translator.name },
        { label: 'Reviewer', value: task.reviewer.name },
      ].map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-slate-500 text-xs uppercase tracking-wide">{item.label}</dt>
          <dd className="mt-1 break-words text-slate-900">{item.value}</dd>
        </div>
      ))}
      {task.notes ? (
        <div className="min-w-0">
          <dt className="text-slate-500 text-xs uppercase tracking-wide">Notes from the project manager</dt>
          <dd className="mt-1 whitespace-pre-line break-words text-slate-900">{task.notes}</dd>
        </div>
      ) : null}
    </dl>
  </Card>
);

/** Accept or decline, while the task waits for the translator. */
const OfferActions = ({ task }: { task: TTask }) => {
  const accept = useAcceptTask();
  const [declining, setDeclining] = useState(false);
  return (
    <section aria-label="This task is offered to you" className="rounded-2xl border border-brand-200 bg-brand-50 p-5">
      <p className="font-medium text-slate-900">This task is offered to you. Accept it to start, or decline it.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {task.actions.accept ? (
          <Button
            icon={<Check aria-hidden="true" className="size-4" />}
            loading={accept.isPending}
            onClick={() => accept.mutate({ taskId: task.id })}
          >
            Accept
          </Button>
        ) : null}
        {task.actions.decline ? (
          <Button
            variant="outline"
            icon={<X aria-hidden="true" className="size-4" />}
            disabled={accept.isPending}
            onClick={() => setDeclining(true)}
          >
            Decline
          </Button>
        ) : null}
      </div>
      {accept.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(accept.error, 'Could not accept the task')}
        </Alert>
      ) : null}
      {declining ? (
        <DeclineTaskModal task={task} open onClose={() => setDeclining(false)} onDeclined={() => setDeclining(false)} />
      ) : null}
    </section>
  );
};

/** A closed task (declined, cancelled, or its order closed) holds nothing of the customer's for its translator or reviewer. */
const CLOSED = 'Its documents, the customer’s instructions and the versions are no longer available to you.';

/** What the page says about the state, when there is nothing for the caller to do. */
const waitingMessage = (task: TTask): string | null => {
  const closed = task.closed ? ` ${CLOSED}` : '';
  if (task.state === 'declined')
    return `Declined: ${task.declineReason ?? 'no reason given'}. The project manager will reassign it.${closed}`;
  // Withdrawn by the project manager, or with its order (cancelled or completed).
  if (task.state === 'cancelled') return `This task was cancelled.${closed}`;
  if (task.closed) return `The order is closed: nothing more to do on this task.${closed}`;
  if (task.state === 'approved') return 'The reviewer approved the translation. Nothing more to do on this task.';
  if (task.state === 'submitted' && task.role === 'translator') return 'Your translation is with the reviewer.';
  if (task.role === 'reviewer' && (task.state === 'offered' || task.state === 'accepted' || task.state === 'returned'))
    return 'The translator is working on it: you can review once a version is uploaded.';
  return null;
};

/** The work of a task still open to the caller: the customer's instructions, documents, upload or review, versions. */
const OpenTask = ({
  task,
  onViewDraft,
}: {
  task: TTask;
  onViewDraft: (draft: TTask['machineDrafts'][number]) => void;
}) => (
  <>
    <TaskInstructions task={task} />
    <TaskCustomerCorrections corrections={task.customerCorrections} />
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <TaskDocuments task={task} onViewDraft={onViewDraft} />
        {task.actions.uploadVersion ? <TaskVersionUpload task={task} /> : null}
        {task.actions.review ? <TaskReviewForm key={task.versions.length} task={task} /> : null}
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <TaskDetails task={task} />
        <TaskVersions task={task} />
      </div>
    </div>
  </>
);

/**
 * `/admin/work/:taskId`: everything a translator or reviewer needs for one task and nothing else (no customer contact
 * details, no payments): the customer's instructions, the source documents, the machine draft, the upload of the
 * translation with a note, the versions, and the reviewer's decision.
 */
export const TaskView = ({ taskId }: { taskId: string }) => {
  const query = useTask(taskId);
  const [draft, setDraft] = useState<TTask['machineDrafts'][number] | null>(null);
  useDocumentTitle(query.data ? `Task: order ${query.data.orderNumber}` : 'Task');

  if (query.isPending) return <PageLoading label="Loading the task" />;
  if (query.isError) {
    return (
      <RecordLoadFailure
        error={query.error}
        notFoundTitle="Task not found"
        notFoundText="There is no task with this id among yours."
        errorTitle="Could not load the task"
        actions={<BackToWork variant="primary" />}
      />
    );
  }

  const task = query.data;
  const waiting = waitingMessage(task);
  // The translator's next version answers these: shown at the top, not only in the versions list. A task the
  // customer's corrections reopened is 'returned' too, its last version approved: those show in their own list.
  const lastReview = [...task.versions].sort((a, b) => b.version - a.version)[0]?.review;
  const returned =
    task.state === 'returned' && task.role !== 'reviewer' && lastReview?.decision === 'return'
      ? lastReview.comments
      : null;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <div>
          <BackToWork />
        </div>
        <div className="min-w-0">
          <h1 className="break-words font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            Order {task.orderNumber}
          </h1>
          <p className="mt-1 text-slate-600">
            {task.role === 'reviewer' ? 'Review' : 'Translation'} of {taskDocumentsLabel(task)} · {taskWorkLabel(task)}
          </p>
        </div>
      </div>

      {task.actions.accept || task.actions.decline ? <OfferActions task={task} /> : null}
      {waiting ? (
        <Alert tone="info" live={false}>
          {waiting}
        </Alert>
      ) : null}
      {returned ? (
        <Alert tone="warning" title="Returned with comments" live={false}>
          <p className="whitespace-pre-line break-words">{returned}</p>
        </Alert>
      ) : null}
      {task.draftFailure && task.state === 'returned' && task.role !== 'reviewer' ? (
        <Alert tone="warning" title="No draft could be made of your translation" live={false}>
          <p className="break-words">{task.draftFailure}</p>
        </Alert>
      ) : null}
      {task.closed ? (
        <div className="max-w-md">
          <TaskDetails task={task} />
        </div>
      ) : (
        <OpenTask task={task} onViewDraft={setDraft} />
      )}

      {draft ? (
        <TranslationViewer
          open
          onClose={() => setDraft(null)}
          filename={draft.filename}
          content={draft.translatedHtml}
          description="Machine draft from the automatic translation: check it against the source"
        />
      ) : null}
    </div>
  );
};

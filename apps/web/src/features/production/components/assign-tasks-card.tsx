import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { STAFF_ROLE_LABELS, type TStaffRole } from '@sello/shared/staff-roles';
import type { TAssignTaskRequest, TTaskSummary } from '@sello/shared/task-schemas';
import UserPlus from 'lucide-react/icons/user-plus';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage, serverFieldErrors } from '@/lib/api-client';
import { formatCount } from '@/lib/order-format';
import { useAssignTasks } from '../api/assign-tasks';
import { useAssignees } from '../api/list-assignees';
import { useOrderTasks } from '../api/list-order-tasks';
import { assignTasksDefaults, assignTasksFormSchema, type TAssignTasksFormValues } from './assign-tasks-form';
import { TaskActions } from './task-actions';
import { TaskDue, TaskStateBadge, taskDocumentsLabel } from './task-labels';

/** The id the order page's Next step ("Assign") scrolls to. */
export const ASSIGN_TASKS_ID = 'assign-tasks-heading';

const FORM_FIELDS = ['fileKeys', 'translatorId', 'reviewerId', 'dueAt', 'notes'] as const;

/** The order's tasks (all but cancelled ones): who has which documents, until when; open ones can be reassigned or cancelled. */
const OrderTasks = ({ tasks, onDone }: { tasks: TTaskSummary[]; onDone: (message: string) => void }) =>
  tasks.length === 0 ? null : (
    <ul className="mb-5 flex flex-col gap-2" aria-label="Assigned work">
      {tasks.map((task) => (
        <li
          key={task.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 text-sm sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="min-w-0">
            <p className="break-words font-medium text-slate-900">{taskDocumentsLabel(task)}</p>
            <p className="mt-0.5 text-slate-700">
              {task.translator.name} translates · {task.reviewer.name} reviews
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <TaskDue task={task} />
              <TaskStateBadge state={task.state} />
            </div>
            {task.state === 'declined' && task.declineReason ? (
              <p className="mt-1 text-slate-600 text-xs">Declined: “{task.declineReason}”</p>
            ) : null}
          </div>
          <TaskActions task={task} onDone={onDone} />
        </li>
      ))}
    </ul>
  );

/**
 * "Assign work" on the admin order page (paid or started orders): the chosen documents (one task each) or the whole
 * order to a translator and a reviewer with a due date and notes. The server refuses sworn work to a translator
 * without sworn credentials for the pair; its message shows under the translator.
 */
export const AssignTasksCard = ({ order }: { order: TAdminOrder }) => {
  const assignees = useAssignees();
  const tasks = useOrderTasks(order.orderId);
  const assign = useAssignTasks();
  const [assigned, setAssigned] = useState<string | null>(null);
  const schema = useMemo(() => assignTasksFormSchema(), []);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<TAssignTasksFormValues, unknown, TAssignTaskRequest>({
    resolver: zodResolver(schema),
    defaultValues: assignTasksDefaults(order.sourceFiles.length),
  });
  const scope = watch('scope');
  const orderTasks = tasks.data ?? [];
  // As the server decides: declined tasks no longer hold their documents (cancelled ones are not listed).
  const heldBy = new Map(
    orderTasks
      .filter((task) => task.state !== 'declined')
      .flatMap((task) => task.documents.map((document) => [document.fileKey, task.translator.name] as const)),
  );
  const staff = assignees.data ?? [];
  const option = (person: (typeof staff)[number]) => ({
    value: person.id,
    label: `${person.name} (${STAFF_ROLE_LABELS[person.role]})`,
  });
  // Anyone on the staff may take either side (a small agency's owner translates too); the usual people first.
  const first = (role: TStaffRole) => [
    ...staff.filter((person) => person.role === role),
    ...staff.filter((person) => person.role !== role),
  ];
  const translators = first('translator').map(option);
  const reviewers = first('reviewer').map(option);

  const onSubmit = handleSubmit((request) => {
    setAssigned(null);
    assign.mutate(
      { orderId: order.orderId, ...request },
      {
        onSuccess: (tasks) => {
          reset(assignTasksDefaults(order.sourceFiles.length));
          setAssigned(
            `${formatCount(tasks.length, 'task')} assigned to ${tasks[0]?.translator.name ?? 'the translator'}: they have been emailed.`,
          );
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(serverFieldErrors(error))) {
            const name = FORM_FIELDS.find((candidate) => candidate === field);
            if (name) setError(name, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    );
  });
  const fieldErrors = serverFieldErrors(assign.error);
  const unplacedError = assign.isError && !FORM_FIELDS.some((field) => field in fieldErrors);

  return (
    <Card id={ASSIGN_TASKS_ID} title="Assign work">
      <OrderTasks tasks={orderTasks} onDone={setAssigned} />
      {assigned ? (
        <Alert tone="success" className="mb-4">
          {assigned}
        </Alert>
      ) : null}
      {tasks.isError ? (
        <Alert tone="error" className="mb-4">
          {errorMessage(tasks.error, 'Could not load the work already assigned')}
        </Alert>
      ) : null}
      {assignees.isError ? (
        <Alert tone="error" className="mb-4">
          {errorMessage(assignees.error, 'Could not load the staff list')}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium text-slate-900 text-sm">What to assign</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="documents" className="size-4" {...register('scope')} />
            Chosen documents (one task each)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" value="whole" className="size-4" {...register('scope')} />
            The whole order ({formatCount(order.sourceFiles.length, 'document')}) as one task
          </label>
        </fieldset>
        {scope === 'documents' ? (
          <fieldset
            className="flex flex-col gap-2"
            aria-invalid={errors.fileKeys ? true : undefined}
            aria-describedby={errors.fileKeys ? 'assign-documents-error' : undefined}
          >
            <legend className="mb-2 font-medium text-slate-900 text-sm">Documents</legend>
            {order.sourceFiles.map((file) => {
              const holder = heldBy.get(file.fileKey);
              return (
                <label key={file.fileKey} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={file.fileKey}
                    disabled={holder !== undefined}
                    className="mt-0.5 size-4"
                    {...register('fileKeys')}
                  />
                  <span className={holder ? 'text-slate-500' : 'text-slate-900'}>
                    <span className="break-words">{file.filename}</span>
                    {file.pages !== null ? ` · ${formatCount(file.pages, 'page')}` : ''}
                    {holder ? ` — assigned to ${holder}` : ''}
                  </span>
                </label>
              );
            })}
            {errors.fileKeys ? (
              <p id="assign-documents-error" className="text-danger-700 text-sm">
                {errors.fileKeys.message}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="Translator"
            placeholder={assignees.isPending ? 'Loading staff...' : 'Choose a translator'}
            options={translators}
            hint={
              order.serviceType === 'sworn' ? 'Sworn work: only a translator sworn for this language pair.' : undefined
            }
            error={errors.translatorId?.message}
            required
            {...register('translatorId')}
          />
          <SelectField
            label="Reviewer"
            placeholder={assignees.isPending ? 'Loading staff...' : 'Choose a reviewer'}
            options={reviewers}
            error={errors.reviewerId?.message}
            required
            {...register('reviewerId')}
          />
        </div>
        <TextField
          type="datetime-local"
          label="Due"
          hint={
            order.deliveryDate ? 'Leave time to review before the delivery date promised to the customer.' : undefined
          }
          error={errors.dueAt?.message}
          required
          containerClassName="sm:max-w-xs"
          {...register('dueAt')}
        />
        <TextareaField
          label="Notes for the translator and reviewer"
          maxLength={2000}
          rows={3}
          optional
          error={errors.notes?.message}
          {...register('notes')}
        />
        {unplacedError ? <Alert tone="error">{errorMessage(assign.error, 'Could not assign the work')}</Alert> : null}
        <div>
          <Button type="submit" loading={assign.isPending} icon={<UserPlus aria-hidden="true" className="size-4" />}>
            {assign.isPending ? 'Assigning...' : 'Assign'}
          </Button>
        </div>
      </form>
    </Card>
  );
};

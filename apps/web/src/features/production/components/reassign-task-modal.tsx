import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLE_LABELS, type TStaffRole } from '@sello/shared/staff-roles';
import type { TReassignTaskRequest, TTaskSummary } from '@sello/shared/task-schemas';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ModalForm } from '@/components/ui/modal-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { serverFieldErrors } from '@/lib/api-client';
import { useAssignees } from '../api/list-assignees';
import { useReassignTask } from '../api/reassign-task';
import { reassignTaskDefaults, reassignTaskFormSchema, type TReassignTaskFormValues } from './reassign-task-form';
import { taskDocumentsLabel } from './task-labels';

const FORM_FIELDS = ['translatorId', 'reviewerId', 'dueAt'] as const;

/**
 * "Reassign": another translator, reviewer or due date for an open or declined task. A new translator gets it as an
 * offer and an email. The server's refusal (sworn work to a translator without the credential) shows under the field
 * it concerns, anything else above the buttons.
 */
export const ReassignTaskModal = ({
  task,
  open,
  onClose,
  onReassigned,
}: {
  task: TTaskSummary;
  open: boolean;
  onClose: () => void;
  onReassigned: (task: TTaskSummary) => void;
}) => {
  const assignees = useAssignees();
  const reassign = useReassignTask();
  const schema = useMemo(() => reassignTaskFormSchema(task), [task]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TReassignTaskFormValues, unknown, TReassignTaskRequest>({
    resolver: zodResolver(schema),
    defaultValues: reassignTaskDefaults(task),
  });
  const staff = assignees.data ?? [];
  // The usual people first; the current one stays choosable while the staff list loads (or after they left the staff).
  const options = (role: TStaffRole, current: TTaskSummary['translator']) => {
    const listed = [
      ...staff.filter((person) => person.role === role),
      ...staff.filter((person) => person.role !== role),
    ].map((person) => ({ value: person.id, label: `${person.name} (${STAFF_ROLE_LABELS[person.role]})` }));
    return listed.some((option) => option.value === current.id)
      ? listed
      : [{ value: current.id, label: current.name }, ...listed];
  };
  const fieldErrors = serverFieldErrors(reassign.error);
  const unplaced = reassign.isError && !FORM_FIELDS.some((field) => field in fieldErrors);

  const onSubmit = handleSubmit((request) =>
    reassign.mutate(
      { taskId: task.id, ...request },
      {
        onSuccess: onReassigned,
        onError: (error) => {
          for (const [field, message] of Object.entries(serverFieldErrors(error))) {
            const name = FORM_FIELDS.find((candidate) => candidate === field);
            if (name) setError(name, { type: 'server', message }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title="Reassign task"
      description={`${taskDocumentsLabel(task)}, order ${task.orderNumber}. A new translator or reviewer is emailed; a new translator accepts or declines it first.`}
      onSubmit={onSubmit}
      pending={reassign.isPending}
      error={unplaced ? reassign.error : null}
      errorFallback="Could not reassign the task"
      submitLabel="Reassign"
      pendingLabel="Reassigning..."
    >
      <SelectField
        label="Translator"
        options={options('translator', task.translator)}
        hint={task.serviceType === 'sworn' ? 'Sworn work: only a translator sworn for this language pair.' : undefined}
        error={errors.translatorId?.message}
        required
        data-autofocus
        {...register('translatorId')}
      />
      <SelectField
        label="Reviewer"
        options={options('reviewer', task.reviewer)}
        error={errors.reviewerId?.message}
        required
        {...register('reviewerId')}
      />
      <TextField type="datetime-local" label="Due" error={errors.dueAt?.message} required {...register('dueAt')} />
    </ModalForm>
  );
};

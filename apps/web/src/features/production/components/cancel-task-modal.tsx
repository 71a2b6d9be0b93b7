import { zodResolver } from '@hookform/resolvers/zod';
import { type TTaskReasonRequest, type TTaskSummary, ZTaskReasonRequest } from '@sello/shared/task-schemas';
import { useForm } from 'react-hook-form';
import { ModalForm } from '@/components/ui/modal-form';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCancelTask } from '../api/cancel-task';
import { taskDocumentsLabel } from './task-labels';

/** "Cancel task": the manager confirms with a reason (kept in the order's activity); the documents can be assigned again. */
export const CancelTaskModal = ({
  task,
  open,
  onClose,
  onCancelled,
}: {
  task: TTaskSummary;
  open: boolean;
  onClose: () => void;
  onCancelled: (task: TTaskSummary) => void;
}) => {
  const cancel = useCancelTask();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TTaskReasonRequest>({ resolver: zodResolver(ZTaskReasonRequest), defaultValues: { reason: '' } });

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title="Cancel this task?"
      description={`${taskDocumentsLabel(task)}, order ${task.orderNumber}: ${task.translator.name} and ${task.reviewer.name} lose access to it, and its documents can be assigned again.`}
      onSubmit={handleSubmit(({ reason }) => cancel.mutate({ taskId: task.id, reason }, { onSuccess: onCancelled }))}
      pending={cancel.isPending}
      error={cancel.error}
      errorFallback="Could not cancel the task"
      submitLabel="Cancel Task"
      pendingLabel="Cancelling..."
      submitVariant="danger"
      cancelLabel="Keep Task"
    >
      <TextareaField
        label="Reason"
        hint="For example: the customer withdrew this document, or the work is going to someone else."
        maxLength={1000}
        rows={3}
        required
        data-autofocus
        error={errors.reason?.message}
        {...register('reason')}
      />
    </ModalForm>
  );
};

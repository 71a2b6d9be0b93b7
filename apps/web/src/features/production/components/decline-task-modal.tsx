import { zodResolver } from '@hookform/resolvers/zod';
import { type TTaskReasonRequest, type TTaskSummary, ZTaskReasonRequest } from '@sello/shared/task-schemas';
import { useForm } from 'react-hook-form';
import { ModalForm } from '@/components/ui/modal-form';
import { TextareaField } from '@/components/ui/textarea-field';
import { useDeclineTask } from '../api/decline-task';

/** "Decline": the translator says why (the manager reads it on the board when reassigning). */
export const DeclineTaskModal = ({
  task,
  open,
  onClose,
  onDeclined,
}: {
  task: Pick<TTaskSummary, 'id' | 'orderNumber'>;
  open: boolean;
  onClose: () => void;
  onDeclined: () => void;
}) => {
  const decline = useDeclineTask();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TTaskReasonRequest>({ resolver: zodResolver(ZTaskReasonRequest), defaultValues: { reason: '' } });

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title="Decline this task"
      description={`Order ${task.orderNumber}: the project manager will assign it to someone else.`}
      onSubmit={handleSubmit(({ reason }) => decline.mutate({ taskId: task.id, reason }, { onSuccess: onDeclined }))}
      pending={decline.isPending}
      error={decline.error}
      errorFallback="Could not decline the task"
      submitLabel="Decline Task"
      pendingLabel="Declining..."
      submitVariant="danger"
    >
      <TextareaField
        label="Reason"
        hint="For example: not available before the due date, or not my language pair."
        maxLength={1000}
        rows={4}
        required
        data-autofocus
        error={errors.reason?.message}
        {...register('reason')}
      />
    </ModalForm>
  );
};

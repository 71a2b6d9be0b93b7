import { zodResolver } from '@hookform/resolvers/zod';
import { type TReviewTaskRequest, type TTask, ZReviewTaskRequest } from '@sello/shared/task-schemas';
import Check from 'lucide-react/icons/check';
import Undo2 from 'lucide-react/icons/undo-2';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useReviewTask } from '../api/review-task';

/** The reviewer's decision on the last version: approve, or return it to the translator with comments (required). */
export const TaskReviewForm = ({ task }: { task: Pick<TTask, 'id' | 'versions'> }) => {
  const review = useReviewTask();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<TReviewTaskRequest>({
    resolver: zodResolver(ZReviewTaskRequest),
    defaultValues: { decision: 'approve', comments: '' },
  });
  const latest = Math.max(0, ...task.versions.map((version) => version.version));

  const send = (decision: TReviewTaskRequest['decision']) => {
    setValue('decision', decision);
    void handleSubmit((request) =>
      review.mutate({
        taskId: task.id,
        ...(request.decision === 'approve' && !request.comments ? { decision: 'approve' } : request),
      }),
    )();
  };

  return (
    <Card id="task-review-heading" title={`Review version ${latest}`}>
      <form onSubmit={(event) => event.preventDefault()} noValidate className="flex flex-col gap-4">
        <TextareaField
          label="Comments"
          hint="Required to return it: say what the translator should change (page and line)."
          maxLength={4000}
          rows={4}
          error={errors.comments?.message}
          {...register('comments')}
        />
        {review.isError ? <Alert tone="error">{errorMessage(review.error, 'Could not save the review')}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button
            variant="outline"
            icon={<Undo2 aria-hidden="true" className="size-4" />}
            loading={review.isPending && review.variables?.decision === 'return'}
            disabled={review.isPending}
            onClick={() => send('return')}
          >
            Return to translator
          </Button>
          <Button
            icon={<Check aria-hidden="true" className="size-4" />}
            loading={review.isPending && review.variables?.decision === 'approve'}
            disabled={review.isPending}
            onClick={() => send('approve')}
          >
            Approve
          </Button>
        </div>
      </form>
    </Card>
  );
};

import { type TTaskReasonRequest, ZTaskResponse } from '@sello/shared/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeTask } from './get-task';

/** `POST /api/admin/tasks/:taskId/cancel`: the manager withdraws the task with a reason; its documents can be assigned again. */
export const cancelTask = async ({ taskId, ...body }: TTaskReasonRequest & { taskId: string }) =>
  (await apiClient.post(`/admin/tasks/${encodeURIComponent(taskId)}/cancel`, body, { schema: ZTaskResponse })).task;

export const useCancelTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTask,
    onSuccess: (task) => {
      storeTask(queryClient, task);
      // The order page (features/admin-orders' key): the order may be back to awaiting assignment.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
};

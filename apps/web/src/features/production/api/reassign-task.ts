import { type TReassignTaskRequest, ZTaskResponse } from '@sello/shared/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeTask } from './get-task';

/**
 * `PATCH /api/admin/tasks/:taskId`: another translator, reviewer or due date. Sworn work to a translator without sworn
 * credentials for the pair: 409 with the reason under `fields.translatorId`.
 */
export const reassignTask = async ({ taskId, ...body }: TReassignTaskRequest & { taskId: string }) =>
  (await apiClient.patch(`/admin/tasks/${encodeURIComponent(taskId)}`, body, { schema: ZTaskResponse })).task;

export const useReassignTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignTask,
    onSuccess: (task) => {
      storeTask(queryClient, task);
      // The order page (features/admin-orders' key): a declined task back at work moves the order's stage.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
};

import { type TReviewTaskRequest, ZTaskResponse } from '@sello/shared/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeTask } from './get-task';

/** `POST /api/staff/tasks/:taskId/review`: the reviewer approves the last version, or returns it with comments. */
export const reviewTask = async ({ taskId, ...body }: TReviewTaskRequest & { taskId: string }) =>
  (await apiClient.post(`/staff/tasks/${encodeURIComponent(taskId)}/review`, body, { schema: ZTaskResponse })).task;

export const useReviewTask = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewTask, onSuccess: (task) => storeTask(queryClient, task) });
};

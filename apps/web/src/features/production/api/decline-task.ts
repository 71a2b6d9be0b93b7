import { type TTaskReasonRequest, ZTaskResponse } from '@sello/shared/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeTask } from './get-task';

/** `POST /api/staff/tasks/:taskId/decline`: the translator turns the task down with a reason (back to the manager). */
export const declineTask = async ({ taskId, ...body }: TTaskReasonRequest & { taskId: string }) =>
  (await apiClient.post(`/staff/tasks/${encodeURIComponent(taskId)}/decline`, body, { schema: ZTaskResponse })).task;

export const useDeclineTask = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineTask, onSuccess: (task) => storeTask(queryClient, task) });
};

import { ZTaskResponse } from '@sello/shared/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeTask } from './get-task';

/** `POST /api/staff/tasks/:taskId/accept`: the translator takes the task on. */
export const acceptTask = async ({ taskId }: { taskId: string }) =>
  (await apiClient.post(`/staff/tasks/${encodeURIComponent(taskId)}/accept`, undefined, { schema: ZTaskResponse }))
    .task;

export const useAcceptTask = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptTask, onSuccess: (task) => storeTask(queryClient, task) });
};

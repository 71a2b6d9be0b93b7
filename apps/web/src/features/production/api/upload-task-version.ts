import { type TUploadTaskVersionRequest, ZTaskResponse } from '@sello/shared/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeTask } from './get-task';

/**
 * `POST /api/staff/tasks/:taskId/versions`: the translation the browser uploaded (presigned as `TRANSLATED` for the
 * order) becomes the task's next version, with an optional note to the reviewer.
 */
export const uploadTaskVersion = async ({ taskId, ...body }: TUploadTaskVersionRequest & { taskId: string }) =>
  (await apiClient.post(`/staff/tasks/${encodeURIComponent(taskId)}/versions`, body, { schema: ZTaskResponse })).task;

export const useUploadTaskVersion = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadTaskVersion, onSuccess: (task) => storeTask(queryClient, task) });
};

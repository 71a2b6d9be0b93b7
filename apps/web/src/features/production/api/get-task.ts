import { type TTask, ZTaskResponse } from '@sello/shared/task-schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';
import { productionKey, taskKey } from './production-keys';

/** `GET /api/staff/tasks/:taskId`: the task page (documents, instructions, machine drafts, versions, actions). */
export const getTask = async (taskId: string, signal?: AbortSignal) =>
  (await apiClient.get(`/staff/tasks/${encodeURIComponent(taskId)}`, { schema: ZTaskResponse, signal })).task;

export const taskQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskKey(taskId),
    queryFn: ({ signal }) => getTask(taskId, signal),
    retry: retryUnlessClientError,
  });

export const useTask = (taskId: string) => useQuery(taskQueryOptions(taskId));

/** After a task write: the page shows the server's answer at once, and the lists are read again. */
export const storeTask = (queryClient: QueryClient, task: TTask) => {
  queryClient.setQueryData(taskKey(task.id), task);
  void queryClient.invalidateQueries({
    queryKey: productionKey,
    predicate: (query) => query.queryKey[2] !== task.id,
  });
};

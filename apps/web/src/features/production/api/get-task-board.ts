import { ZTaskBoardResponse } from '@sello/shared/task-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';
import { taskBoardKey } from './production-keys';

/** `GET /api/admin/tasks`: every open task (late first), the workload per translator, orders awaiting assignment. */
export const getTaskBoard = (signal?: AbortSignal) =>
  apiClient.get('/admin/tasks', { schema: ZTaskBoardResponse, signal });

export const taskBoardQueryOptions = () =>
  queryOptions({
    queryKey: taskBoardKey,
    queryFn: ({ signal }) => getTaskBoard(signal),
    retry: retryUnlessClientError,
  });

export const useTaskBoard = () => useQuery(taskBoardQueryOptions());

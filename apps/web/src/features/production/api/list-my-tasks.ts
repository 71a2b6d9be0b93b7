import { ZMyTasksResponse } from '@sello/shared/task-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';
import { myTasksKey } from './production-keys';

/** `GET /api/staff/tasks`: the signed-in translator's or reviewer's tasks ("My work"). */
export const listMyTasks = async (signal?: AbortSignal) =>
  (await apiClient.get('/staff/tasks', { schema: ZMyTasksResponse, signal })).tasks;

export const myTasksQueryOptions = () =>
  queryOptions({ queryKey: myTasksKey, queryFn: ({ signal }) => listMyTasks(signal), retry: retryUnlessClientError });

export const useMyTasks = () => useQuery(myTasksQueryOptions());

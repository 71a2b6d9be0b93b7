import { ZOrderTasksResponse } from '@sello/shared/task-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';
import { orderTasksKey } from './production-keys';

/** `GET /api/admin/orders/:id/tasks`: every task of the order but the cancelled ones, approved and declined included. */
export const listOrderTasks = async (orderId: string, signal?: AbortSignal) =>
  (await apiClient.get(`/admin/orders/${encodeURIComponent(orderId)}/tasks`, { schema: ZOrderTasksResponse, signal }))
    .tasks;

export const orderTasksQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderTasksKey(orderId),
    queryFn: ({ signal }) => listOrderTasks(orderId, signal),
    retry: retryUnlessClientError,
  });

export const useOrderTasks = (orderId: string) => useQuery(orderTasksQueryOptions(orderId));

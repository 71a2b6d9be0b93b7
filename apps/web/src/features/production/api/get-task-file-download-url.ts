import { ZFileDownloadResponse } from '@sello/shared/admin-order-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `POST /api/staff/tasks/:taskId/files/:fileKey/download` → a short-lived signed link to one of the task's source
 * documents or one of its versions, for the task's translator and reviewer (and the back office).
 */
export const getTaskFileDownloadUrl = ({ taskId, fileKey }: { taskId: string; fileKey: string }) =>
  apiClient.post(
    `/staff/tasks/${encodeURIComponent(taskId)}/files/${encodeURIComponent(fileKey)}/download`,
    undefined,
    { schema: ZFileDownloadResponse },
  );

export const useTaskFileDownload = () => useMutation({ mutationFn: getTaskFileDownloadUrl });

import { ZFilePreviewResponse } from '@sello/shared/admin-order-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `POST /api/staff/tasks/:taskId/files/:fileKey/preview` → a signed link to a photo or scan as an upright JPEG. */
export const getTaskFilePreviewUrl = ({ taskId, fileKey }: { taskId: string; fileKey: string }) =>
  apiClient.post(`/staff/tasks/${encodeURIComponent(taskId)}/files/${encodeURIComponent(fileKey)}/preview`, undefined, {
    schema: ZFilePreviewResponse,
  });

export const useTaskFilePreview = () => useMutation({ mutationFn: getTaskFilePreviewUrl });

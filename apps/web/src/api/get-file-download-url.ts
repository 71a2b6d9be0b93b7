import { ZFileDownloadResponse } from '@sello/shared/admin-order-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `GET /api/orders/:id/files/:fileKey/download?format=json` with the staff member's token: a
 * short-lived signed link (the back office; a translator or reviewer for the documents of their task). A plain link
 * would reach the server without the token; a staff download never counts as a delivery.
 */
export const getFileDownloadUrl = ({ orderId, fileKey }: { orderId: string; fileKey: string }) =>
  apiClient.get(`/orders/${encodeURIComponent(orderId)}/files/${encodeURIComponent(fileKey)}/download?format=json`, {
    schema: ZFileDownloadResponse,
  });

export const useFileDownload = () => useMutation({ mutationFn: getFileDownloadUrl });

/** The browser follows a signed link: the server answers with `Content-Disposition: attachment`. */
export const startDownload = (url: string) => window.location.assign(url);

import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors/app-error.ts';

/**
 * put: upload bytes (local storage only) · get: download one file (local storage only; S3 presigns its own GET) ·
 * zip: stream an order's source files as one archive (key = order id) · deliver: an order's delivered file through
 * its download route (key = `{orderId}/{fileKey}`), the `downloadUrl` a browser follows without a bearer token ·
 * receipt: a payment's receipt or a refund's credit note (key = `{orderId}/{paymentId}`) · preview: staff's JPEG view
 * of an order's source image (key = the file key: the link must not carry the order's id, which translators never
 * get) · staff-image: a staff member's seal or signature (key =
 * `{userId}/{seal|signature}`), for the person and the back office · draft: a document of the customer's draft (key =
 * `{orderId}/{draftDocumentId}`, or `{orderId}/{draftDocumentId}/{staffUserId}` for a link issued to a staff member,
 * whose opening is audited), stamped PDFs that are no files of the order.
 */
export type TSignedAction = 'put' | 'get' | 'zip' | 'deliver' | 'receipt' | 'preview' | 'staff-image' | 'draft';

const SIGNED_PATHS: Record<TSignedAction, (key: string) => string> = {
  put: (key) => `/api/uploads/${key}`,
  get: (key) => `/api/files/${key}`,
  zip: (key) => `/api/orders/${key}/source-files.zip`,
  deliver: (key) => {
    const [orderId, fileKey] = key.split('/');
    return `/api/orders/${orderId}/files/${fileKey}/download`;
  },
  preview: (key) => `/api/files/${key}/preview`,
  'staff-image': (key) => `/api/staff/profile-images/${key}`,
  draft: (key) => {
    const [orderId, documentId, reader] = key.split('/');
    const path = `/api/orders/${orderId}/draft/documents/${documentId}/file`;
    return reader ? `${path}?reader=${reader}` : path;
  },
  receipt: (key) => {
    const [orderId, paymentId] = key.split('/');
    return `/api/orders/${orderId}/payments/${paymentId}/receipt`;
  },
};

/** HMAC-signed, expiring links to the API's own streaming routes; the same for every storage backend. */
export const createSignedLinks = (secret: string) => {
  const signingKey = createHmac('sha256', secret).update('sello-local-storage').digest();
  const sign = (action: TSignedAction, fileKey: string, expiresAt: number) =>
    createHmac('sha256', signingKey).update(`${action}\n${fileKey}\n${expiresAt}`).digest('base64url');
  return {
    signedUrl: (action: TSignedAction, fileKey: string, expiresAt: number): string => {
      const path = SIGNED_PATHS[action](fileKey);
      return `${path}${path.includes('?') ? '&' : '?'}expires=${expiresAt}&signature=${sign(action, fileKey, expiresAt)}`;
    },

    /** Throws a 403 for a tampered or expired link. */
    verifySignature: (action: TSignedAction, fileKey: string, expires: string, signature: string): void => {
      const expiresAt = Number(expires);
      const expected = Buffer.from(sign(action, fileKey, expiresAt));
      const given = Buffer.from(signature);
      if (!Number.isInteger(expiresAt) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('FORBIDDEN', 'This link is not valid.', { reason: 'link-invalid' });
      }
      if (Math.floor(Date.now() / 1000) > expiresAt) {
        throw new AppError(
          'FORBIDDEN',
          action === 'put'
            ? 'This link has expired. Please start the upload again.'
            : 'This download link has expired. Please request a new one.',
          { reason: 'link-expired' },
        );
      }
    },
  };
};

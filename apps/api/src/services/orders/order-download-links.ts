import type { TUserRow } from '../../db/schema.ts';
import type { TStorage } from '../../storage/storage.ts';

/** Delivered files' links stay valid this long: the order page refreshes them whenever it reloads the order. */
export const DELIVERY_LINK_TTL_SECONDS = 60 * 60;

export type TDownloadLink = (orderId: string, fileKey: string) => string;

/**
 * The download route of a delivered file. A customer's browser opens it without a bearer token, so it is signed for
 * an hour: only a viewer who may reach the order is given it. Staff get the plain route (they send their token, and
 * their downloads must not mark the order delivered).
 */
export const downloadLinks =
  (storage: TStorage, viewer: TUserRow | null): TDownloadLink =>
  (orderId, fileKey) =>
    viewer?.is_admin
      ? `/api/orders/${orderId}/files/${fileKey}/download`
      : storage.signedUrl(
          'deliver',
          `${orderId}/${fileKey}`,
          Math.floor(Date.now() / 1000) + DELIVERY_LINK_TTL_SECONDS,
        );

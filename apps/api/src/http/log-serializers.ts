import type { FastifyRequest } from 'fastify';

/**
 * A path segment that may be a capability (an order or quote id, an upload key, a payment id, an email address):
 * anything with a digit, an escape or an `@`. Route words are letters and hyphens only.
 */
const ID_LIKE_SEGMENT = /^(?=.*[\d%@]).+$/;
/**
 * Web pages whose path segment is a capability whatever it looks like: the order page opens the order for whoever
 * holds its id, the verification page a certified translation's record for whoever holds its code (issue 31).
 */
const WEB_CAPABILITY_PAGES: [RegExp, string][] = [
  // Also under a language prefix (/es/orders/…, /fr/verify/…): the prefix stays, the capability goes.
  [/^((?:\/(?:es|fr))?)\/orders\/[^/]+/, '$1/orders/:id'],
  [/^((?:\/(?:es|fr))?)\/verify\/[^/]+/, '$1/verify/:code'],
];

/** A path no route matched (web pages, mistyped API paths): ids masked segment by segment. Build assets stay. */
const maskUnmatchedPath = (path: string): string => {
  if (path.startsWith('/assets/')) return path;
  return WEB_CAPABILITY_PAGES.reduce((masked, [pattern, replacement]) => masked.replace(pattern, replacement), path)
    .split('/')
    .map((segment) => (ID_LIKE_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
};

/**
 * The request as logged, on every line that carries it (incoming, and errors Fastify logs itself): the path
 * without its query string (reset/verify tokens, URL signatures, search terms, plan ids), the route pattern
 * (`/api/orders/:id/files/:fileKey/download`) wherever the route has parameters — ids, upload keys and customer
 * keys never reach the log — and, for paths no route matched, every id-like segment masked.
 */
export const serializeRequest = (request: FastifyRequest) => {
  const pattern = request.routeOptions?.url;
  const path = request.url.split('?')[0] ?? '';
  return {
    method: request.method,
    url: pattern?.includes(':') ? pattern : pattern ? path : maskUnmatchedPath(path),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
};

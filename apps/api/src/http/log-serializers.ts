import type { FastifyRequest } from 'fastify';

/** Routes whose path ids are the capability itself (anyone holding the id reads the quote or order). */
const CAPABILITY_ROUTE = /^\/api\/(orders|quotes)\/:/;

/**
 * The request as logged: the path without its query string (reset/verify tokens, URL signatures, search terms),
 * and the route pattern instead of the path where the id in it is a capability (`/api/orders/:id`).
 */
export const serializeRequest = (request: FastifyRequest) => {
  const pattern = request.routeOptions?.url;
  const path = request.url.split('?')[0] ?? '';
  return {
    method: request.method,
    url: pattern && CAPABILITY_ROUTE.test(pattern) ? pattern : path,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
};

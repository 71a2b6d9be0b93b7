import type { FastifyInstance } from 'fastify';

/**
 * Every route (full path and methods, HEAD left out) from Fastify's printed route tree. Children are printed
 * under their parent with only the rest of their path (`/api/admin/outbox` → `└── /:id/retry`), so each line's
 * segment is joined to its ancestors' by depth.
 */
export const listRoutes = (app: FastifyInstance): Array<{ method: string; url: string }> => {
  const table = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: Array<{ method: string; url: string }> = [];
  for (const line of table.split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)[├└]── (\S+) \(([^)]+)\)/);
    if (!match?.[2] || !match[3]) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const url = `${stack.join('')}${match[2]}`;
    stack.push(match[2]);
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
};

/** The same PostgreSQL server's URL with another database name (`postgres://…/postgres` → `postgres://…/name`). */
export const withDatabase = (url: string, database: string) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

import { type ExpressionBuilder, type QueryCreator, sql } from 'kysely';

/** `50%_off` → `50\%\_off`: the text is matched literally inside LIKE / ILIKE. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

// An admin list's rows (its status filter and search applied) as the common table expression `matching`: the page
// and the total are read from it in one statement.
type TMatching = { matching: { id: string; created_at: Date } };

/** One page of `matching`, newest first (ties by id), as the derived table `page` to join the list's rows to. */
export const newestFirstPage = <TDatabase extends TMatching>(
  eb: ExpressionBuilder<TDatabase, never>,
  { limit, offset }: { limit: number; offset: number },
) =>
  (eb as unknown as ExpressionBuilder<TMatching, never>)
    .selectFrom('matching')
    .select(['matching.id', 'matching.created_at'])
    .orderBy('matching.created_at', 'desc')
    .orderBy('matching.id', 'desc')
    .limit(limit)
    .offset(offset)
    .as('page');

/** The size of `matching`, as a column of the page's rows. */
export const matchingCount = <TDatabase extends TMatching, TTables extends keyof TDatabase>(
  eb: ExpressionBuilder<TDatabase, TTables>,
) =>
  (eb as unknown as ExpressionBuilder<TMatching, never>)
    .selectFrom('matching')
    .select(sql<number>`count(*)::int`.as('n'))
    .as('total');

/**
 * The list's total: carried by the page's rows (`matchingCount`), except on a page past the end, which has no row
 * to carry it and counts on its own.
 */
export const listTotal = async <TDatabase extends TMatching>(
  withMatching: QueryCreator<TDatabase>,
  pageTotal: number | null | undefined,
  offset: number,
): Promise<number> => {
  if (pageTotal !== undefined && pageTotal !== null) return pageTotal;
  if (offset === 0) return 0;
  const { total } = await (withMatching as unknown as QueryCreator<TMatching>)
    .selectFrom('matching')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return total;
};

import { type Kysely, sql } from 'kysely';

/**
 * Issue 32. The specification's plan object keeps the cards, the timeline and the citations inside `web`: plans
 * stored with them at the top level are rewritten so a stored planId still gives its PDF. A quote made from a plan
 * ("Get a quote for these documents") remembers that plan; the link goes when the plan is deleted.
 */
export const moveStoredPlanPartsIntoWeb = async (db: Kysely<unknown>): Promise<void> => {
  await sql`update plans
    set plan = (plan - 'cards' - 'timeline' - 'citations_index')
      || jsonb_build_object('web', (plan -> 'web') || jsonb_build_object(
        'cards', plan -> 'cards', 'timeline', plan -> 'timeline', 'citations_index', plan -> 'citations_index'))
    where plan ? 'cards'`.execute(db);
};

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await moveStoredPlanPartsIntoWeb(db);
  await sql`alter table quotes add column plan_id uuid references plans (id) on delete set null`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table quotes drop column plan_id`.execute(db);
  await sql`update plans
    set plan = (plan #- '{web,cards}' #- '{web,timeline}' #- '{web,citations_index}')
      || jsonb_build_object('cards', plan -> 'web' -> 'cards', 'timeline', plan -> 'web' -> 'timeline',
        'citations_index', plan -> 'web' -> 'citations_index')
    where plan -> 'web' ? 'cards'`.execute(db);
};

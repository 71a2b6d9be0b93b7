import type { Migration } from 'kysely/migration';
import * as foundation from './0001-foundation.ts';
import * as purchaseJourney from './0002-purchase-journey.ts';

/** Ordered by name; add new migrations here and never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-purchase-journey': purchaseJourney,
};

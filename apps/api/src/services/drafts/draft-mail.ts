import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { draftApprovedAgencyEmail } from '../../mail/templates/draft-emails.ts';

export type TDraftMailEnv = { BRAND_NAME: string; PUBLIC_URL: string };

/** Tells the agency inbox (settings' support address) that a round was approved: the order is ready to finalise. */
export const enqueueDraftApprovedAgencyEmail = (
  trx: Transaction<Database>,
  mailer: TMailer,
  {
    env,
    supportEmail,
    draftId,
    ...facts
  }: {
    env: TDraftMailEnv;
    supportEmail: string;
    draftId: string;
    orderId: string;
    orderNumber: string;
    round: number;
    automatic: boolean;
  },
): Promise<string | null> =>
  mailer.enqueue(trx, {
    ...draftApprovedAgencyEmail({ brandName: env.BRAND_NAME, supportEmail, publicUrl: env.PUBLIC_URL, ...facts }),
    template: 'draft-approved-agency',
    dedupeKey: `draft-approved-agency:${draftId}`,
    to: supportEmail,
  });

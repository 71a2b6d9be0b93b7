import type { TCreateLeadInput } from '@sello/shared/lead-schemas';
import type { TDb } from '../../db/database.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { newLeadEmail } from '../../mail/templates/new-lead-email.ts';
import type { TSettingsReader } from '../settings/settings.ts';

type TCreateLeadOptions = {
  db: TDb;
  mailer: TMailer;
  brandName: string;
  readSettings: TSettingsReader;
  publicUrl: string;
  input: TCreateLeadInput;
};

/** Stores a public lead and its 'new lead' email to the support address in one transaction, then sends the email. */
export const createLead = async ({
  db,
  mailer,
  brandName,
  readSettings,
  publicUrl,
  input,
}: TCreateLeadOptions): Promise<{ id: string }> => {
  const { supportEmail } = await readSettings(db);
  const details = {
    ...(input.totalPages ? { totalPages: input.totalPages } : {}),
    ...(input.sourceLanguage ? { sourceLanguage: input.sourceLanguage } : {}),
    ...(input.targetLanguages ? { targetLanguages: input.targetLanguages } : {}),
    ...(input.destinationCountry ? { destinationCountry: input.destinationCountry } : {}),
    ...(input.planId ? { planId: input.planId } : {}),
  };
  const { id, outboxId } = await db.transaction().execute(async (trx) => {
    const lead = await trx
      .insertInto('leads')
      .values({
        email: input.email,
        name: input.name ?? null,
        phone: input.phone ?? null,
        source: input.source,
        message: input.documentDescription ?? null,
        details: Object.keys(details).length > 0 ? JSON.stringify(details) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = newLeadEmail({
      brandName,
      supportEmail,
      lead: input,
      adminLeadsUrl: new URL('/admin/settings?tab=leads', publicUrl).toString(),
    });
    const queuedId = await mailer.enqueue(trx, {
      ...email,
      dedupeKey: `new-lead:${lead.id}`,
      template: 'new-lead',
      to: supportEmail,
      replyTo: input.email,
    });
    return { id: lead.id, outboxId: queuedId };
  });
  if (outboxId) await mailer.dispatch(outboxId);
  return { id };
};

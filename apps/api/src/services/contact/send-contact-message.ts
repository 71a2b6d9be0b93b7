import type { TContactRequest } from '@sello/shared/contact-schemas';
import type { TDb } from '../../db/database.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { contactMessageEmail } from '../../mail/templates/contact-message-email.ts';
import type { TSettingsReader } from '../settings/settings.ts';

type TSendContactMessageOptions = {
  db: TDb;
  mailer: TMailer;
  brandName: string;
  readSettings: TSettingsReader;
  input: TContactRequest;
};

/** Stores the message and its email to the support address in one transaction, then hands the email to the send job. */
export const sendContactMessage = async ({
  db,
  mailer,
  brandName,
  readSettings,
  input,
}: TSendContactMessageOptions): Promise<{ id: string }> => {
  const { supportEmail } = await readSettings(db);
  const { id, outboxId } = await db.transaction().execute(async (trx) => {
    const message = await trx
      .insertInto('contact_messages')
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const email = contactMessageEmail({
      brandName,
      supportEmail,
      message: { ...input, phone: input.phone || null },
    });
    const queuedId = await mailer.enqueue(trx, {
      ...email,
      dedupeKey: `contact-message:${message.id}`,
      template: 'contact-message',
      to: supportEmail,
      replyTo: input.email,
    });
    return { id: message.id, outboxId: queuedId };
  });
  if (outboxId) await mailer.dispatch(outboxId);
  return { id };
};

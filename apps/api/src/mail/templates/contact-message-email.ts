import { CONTACT_SUBJECT_LABELS, type TContactSubject } from '@sello/shared/constants';
import { NAME_NOT_SHOWN, nameForEmail } from '@sello/shared/person-name';
import { renderEmail, type TEmailContent } from '../render-email.ts';

type TContactMessageEmail = {
  brandName: string;
  supportEmail: string;
  message: { name: string; email: string; phone: string | null; subject: TContactSubject; message: string };
};

/** Sent to the support address when a visitor uses the contact form; replying answers the visitor. */
export const contactMessageEmail = ({ brandName, supportEmail, message }: TContactMessageEmail): TEmailContent =>
  renderEmail({
    brandName,
    supportEmail,
    subject: `New contact message: ${CONTACT_SUBJECT_LABELS[message.subject]} from ${nameForEmail(message.name, message.email)}`,
    heading: 'New message from the contact form',
    blocks: [
      {
        kind: 'fields',
        rows: [
          ['Name', nameForEmail(message.name, NAME_NOT_SHOWN)],
          ['Email', message.email],
          ['Phone', message.phone ?? 'Not provided'],
          ['Subject', CONTACT_SUBJECT_LABELS[message.subject]],
        ],
      },
      { kind: 'quote', text: message.message },
      { kind: 'paragraph', text: 'Reply to this email to answer the sender directly.' },
    ],
  });

import { nameForEmail } from '@sello/shared/person-name';
import { renderEmail, type TEmailContent } from '../render-email.ts';

type TPasswordResetEmail = {
  brandName: string;
  supportEmail: string;
  firstName: string;
  resetUrl: string;
  validMinutes: number;
};

/** The single-use link to set a new password. */
export const passwordResetEmail = ({
  brandName,
  supportEmail,
  firstName,
  resetUrl,
  validMinutes,
}: TPasswordResetEmail): TEmailContent =>
  renderEmail({
    brandName,
    supportEmail,
    subject: `Reset your ${brandName} password`,
    heading: 'Reset your password',
    blocks: [
      { kind: 'paragraph', text: `Hello ${nameForEmail(firstName, 'there')},` },
      {
        kind: 'paragraph',
        text: `Someone (hopefully you) asked to reset the password of your ${brandName} account. Open this link to choose a new one:`,
      },
      { kind: 'paragraph', text: resetUrl },
      {
        kind: 'paragraph',
        text: `The link works once and expires in ${validMinutes === 60 ? '1 hour' : `${validMinutes} minutes`}. Setting a new password signs you in on the device where you set it and out on every other device.`,
      },
      {
        kind: 'paragraph',
        text: 'If you did not ask for this, ignore this email: your password stays as it is.',
      },
    ],
  });

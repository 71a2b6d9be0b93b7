import { nameForEmail } from '@sello/shared/person-name';
import { renderEmail, type TEmailContent } from '../render-email.ts';

type TEmailVerificationEmail = {
  brandName: string;
  supportEmail: string;
  firstName: string;
  verifyUrl: string;
  validHours: number;
};

/** Sent on sign-up (and on request): the link proves the address, which attaches orders placed as a guest. */
export const emailVerificationEmail = ({
  brandName,
  supportEmail,
  firstName,
  verifyUrl,
  validHours,
}: TEmailVerificationEmail): TEmailContent => {
  const name = nameForEmail(firstName, '');
  return renderEmail({
    brandName,
    supportEmail,
    subject: `Confirm your email address for ${brandName}`,
    heading: name ? `Hi ${name}, please confirm your email` : 'Please confirm your email',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Confirming your email lets us show every order you placed with this address in your account, including orders placed before you signed up.',
      },
      { kind: 'paragraph', text: `Confirm your email: ${verifyUrl}` },
      {
        kind: 'paragraph',
        text: `The link works once, expires in ${validHours} hours and stops working when you ask for a newer one or change your password. If you did not create an account, you can ignore this email.`,
      },
    ],
  });
};

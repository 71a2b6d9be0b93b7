import type { TLocale } from '@sello/shared/i18n/locales';
import { nameForEmail } from '@sello/shared/person-name';
import { emailWords } from '../email-words.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

type TEmailVerificationEmail = {
  /** The language of the page the account was created (or the link asked for) on. */
  locale: TLocale;
  brandName: string;
  supportEmail: string;
  firstName: string;
  verifyUrl: string;
  validHours: number;
};

/** Sent on sign-up (and on request): the link proves the address, which attaches orders placed as a guest. */
export const emailVerificationEmail = ({
  locale,
  brandName,
  supportEmail,
  firstName,
  verifyUrl,
  validHours,
}: TEmailVerificationEmail): TEmailContent => {
  const { m, t } = emailWords(locale);
  const name = nameForEmail(firstName, '');
  return renderEmail({
    locale,
    brandName,
    supportEmail,
    subject: t(m.emailVerification.subject, { brand: brandName }),
    heading: name ? t(m.emailVerification.headingNamed, { name }) : m.emailVerification.heading,
    blocks: [
      { kind: 'paragraph', text: m.emailVerification.intro },
      { kind: 'paragraph', text: t(m.emailVerification.confirm, { url: verifyUrl }) },
      { kind: 'paragraph', text: t(m.emailVerification.validity, { hours: validHours }) },
    ],
  });
};

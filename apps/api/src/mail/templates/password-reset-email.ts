import type { TLocale } from '@sello/shared/i18n/locales';
import { nameForEmail } from '@sello/shared/person-name';
import { emailWords } from '../email-words.ts';
import { renderEmail, type TEmailContent } from '../render-email.ts';

type TPasswordResetEmail = {
  /** The language of the page the reset was asked from. */
  locale: TLocale;
  brandName: string;
  supportEmail: string;
  firstName: string;
  resetUrl: string;
  validMinutes: number;
};

/** The single-use link to set a new password. */
export const passwordResetEmail = ({
  locale,
  brandName,
  supportEmail,
  firstName,
  resetUrl,
  validMinutes,
}: TPasswordResetEmail): TEmailContent => {
  const { m, t } = emailWords(locale);
  const name = nameForEmail(firstName, '');
  return renderEmail({
    locale,
    brandName,
    supportEmail,
    subject: t(m.passwordReset.subject, { brand: brandName }),
    heading: m.passwordReset.heading,
    blocks: [
      { kind: 'paragraph', text: name ? t(m.passwordReset.helloNamed, { name }) : m.passwordReset.hello },
      { kind: 'paragraph', text: t(m.passwordReset.intro, { brand: brandName }) },
      { kind: 'paragraph', text: resetUrl },
      { kind: 'paragraph', text: t(m.passwordReset.validity, { minutes: validMinutes }) },
      { kind: 'paragraph', text: m.passwordReset.notYou },
    ],
  });
};

import type { TLocale } from '@sello/shared/i18n/locales';
import { formatMessage } from '@/lib/i18n/i18n';
import { faqCatalogue } from './messages/faq/catalogue';

/** A message as plain text: arguments filled in, the tags of its links dropped. */
const plain = (locale: TLocale, message: Parameters<typeof formatMessage>[1]) =>
  formatMessage(locale, message).replace(/<\/?\d+\/?>/g, '');

/**
 * The home page's FAQ as FAQPage structured data (schema.org), in `locale`: the questions and answers as the
 * prerendered page shows them, before the settings (prices, times, retention) arrive. Read by the prerender.
 */
export const homeFaqStructuredData = async (locale: TLocale) => {
  const { faq } = await faqCatalogue.load(locale);
  const entries = [
    [faq.differenceQuestion, plain(locale, faq.differenceAnswer)],
    [faq.priceQuestion, `${faq.priceWithoutRates} ${faq.priceAnswer}`],
    [faq.timeQuestion, `${faq.timeWithoutEstimates} ${plain(locale, faq.timeAnswer)}`],
    [faq.privacyQuestion, `${faq.privacyAnswer} ${faq.privacyWithoutRetention}`],
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(([question, answer]) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
};

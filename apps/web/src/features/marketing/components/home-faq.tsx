import { Link } from 'react-router';
import { Disclosure } from '@/components/ui/disclosure';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { formatRateAmount, usePricing } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';
import { faqCatalogue } from '../messages/faq/catalogue';
import { rateUnit, useTimeEstimates } from './rate-words';
import { SectionHeading } from './section-heading';

const linkClass = 'font-medium text-brand-700 underline underline-offset-4';

export const HomeFaq = () => {
  const { pricing } = usePricing();
  const { data: config } = usePublicConfig();
  const times = useTimeEstimates();
  const retention = config?.retention;
  const { m, t, locale } = useMessages(faqCatalogue);
  const faq = m.faq;
  const rate = (offer: NonNullable<typeof pricing>['sworn']) =>
    `${formatRateAmount(offer.rate, locale)} ${rateUnit(m, offer.rateType)}`;

  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="faq-heading" eyebrow={faq.eyebrow} title={faq.title} />
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm sm:px-7">
          <Disclosure title={faq.differenceQuestion}>
            <p>
              <T
                message={faq.differenceAnswer}
                components={{ 0: <Link to={localizedPath(locale, paths.features)} className={linkClass} /> }}
              />
            </p>
          </Disclosure>
          <Disclosure title={faq.priceQuestion}>
            <p>
              {pricing
                ? t(faq.priceWithRates, { professional: rate(pricing.professional), sworn: rate(pricing.sworn) })
                : faq.priceWithoutRates}{' '}
              {faq.priceAnswer}
            </p>
          </Disclosure>
          <Disclosure title={faq.timeQuestion}>
            <p>
              {times
                ? t(faq.timeWithEstimates, { professional: times.professional, sworn: times.sworn })
                : faq.timeWithoutEstimates}{' '}
              <T
                message={faq.timeAnswer}
                components={{ 0: <Link to={localizedPath(locale, paths.orderTracking)} className={linkClass} /> }}
              />
            </p>
          </Disclosure>
          <Disclosure title={faq.privacyQuestion}>
            <p>
              {faq.privacyAnswer}{' '}
              {retention
                ? t(faq.privacyWithRetention, { hours: retention.unconvertedHours, days: retention.deliveredDays })
                : faq.privacyWithoutRetention}
            </p>
          </Disclosure>
        </div>
      </div>
    </section>
  );
};

import { Link } from 'react-router';
import { Disclosure } from '@/components/ui/disclosure';
import { paths } from '@/config/paths';
import { formatRate, usePricing } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';
import { SectionHeading } from './section-heading';

export const HomeFaq = () => {
  const { pricing } = usePricing();
  const { data: config } = usePublicConfig();
  const times = config?.timeEstimates;
  const retention = config?.retention;

  return (
    <section aria-labelledby="faq-heading" className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-12 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm sm:px-7">
          <Disclosure title="What is the difference between professional and sworn translation?">
            <p>
              A professional translation is an accurate, natural translation for business, academic or personal use. A
              sworn translation is signed and sealed by a sworn translator, which official bodies in Spain usually
              require for documents such as birth certificates, criminal records or diplomas. We offer sworn translation
              between English and Spanish.{' '}
              <Link to={paths.features} className="font-medium text-brand-700 underline underline-offset-4">
                Compare the two services
              </Link>
              .
            </p>
          </Disclosure>
          <Disclosure title="How is the price calculated?">
            <p>
              {pricing
                ? `Professional translation costs ${formatRate(pricing.professional)} and sworn translation ${formatRate(pricing.sworn)}.`
                : 'Professional translation is priced per word and sworn translation per page.'}{' '}
              When you upload your documents we count their words and pages from the content itself, so you see your
              estimate immediately. It is free and non-binding. Our team then checks your documents and sends an
              official quote with the final price, which you approve before paying; rush delivery, notarization and
              posted hard copies can be added to it.
            </p>
          </Disclosure>
          <Disclosure title="How long does a translation take?">
            <p>
              {times
                ? `Professional translations are typically delivered in ${times.professional}, and sworn translations in ${times.sworn}.`
                : 'It depends on the service and the length of your documents.'}{' '}
              The time runs from your payment. Your quote shows the estimate for your order, and you can follow its
              progress on the{' '}
              <Link to={paths.orderTracking} className="font-medium text-brand-700 underline underline-offset-4">
                order tracking page
              </Link>
              .
            </p>
          </Disclosure>
          <Disclosure title="Are my documents kept private?">
            <p>
              Yes. Your files are sent over an encrypted HTTPS connection and stored privately; only our team can access
              them, to prepare your translation. Full order details are shown only through your order&apos;s private
              link or in your account.{' '}
              {retention
                ? `Files you upload without placing an order are deleted automatically after ${retention.unconvertedHours} ${retention.unconvertedHours === 1 ? 'hour' : 'hours'}. Once your translation is delivered, your documents are kept for ${retention.deliveredDays} ${retention.deliveredDays === 1 ? 'day' : 'days'} so you can download the translations, then deleted; we email you 3 days before.`
                : 'Files you upload without placing an order, and the documents of delivered orders, are deleted automatically after a fixed period.'}
            </p>
          </Disclosure>
        </div>
      </div>
    </section>
  );
};

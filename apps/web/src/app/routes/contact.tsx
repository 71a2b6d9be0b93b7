import ArrowRight from 'lucide-react/icons/arrow-right';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import Route from 'lucide-react/icons/route';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { usePublicConfig } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deferredSection } from '../lazy-page';

const ContactForm = deferredSection(() => import('@/features/contact/components/contact-form'), 'ContactForm', {
  queries: true,
});

export const ContactRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.contact);
  const { data: config } = usePublicConfig();
  const supportEmail = config?.supportEmail;

  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="How can we help?"
        lead="Questions about a document, a quote or an order? Send us a message and we'll get back to you."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_2fr] lg:gap-12 lg:px-8">
        <aside aria-labelledby="contact-options-heading" className="order-last flex flex-col gap-4 lg:order-first">
          <h2 id="contact-options-heading" className="font-semibold text-lg text-slate-900">
            Other ways to reach us
          </h2>
          <ul className="flex flex-col gap-4">
            {supportEmail ? (
              <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">Email</p>
                  <a
                    href={`mailto:${supportEmail}`}
                    className="break-all text-brand-700 underline-offset-4 hover:underline"
                  >
                    {supportEmail}
                  </a>
                </div>
              </li>
            ) : null}
            <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="font-medium text-slate-900">Response time</p>
                <p className="text-slate-600">We aim to reply within one business day.</p>
              </div>
            </li>
            <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Route aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="font-medium text-slate-900">Already ordered?</p>
                <p className="text-slate-600">See the status of your order at any time.</p>
                <Link
                  to={paths.orderTracking}
                  className="mt-1 inline-flex items-center gap-1.5 font-medium text-brand-700 hover:text-brand-800"
                >
                  Track your order
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          </ul>
        </aside>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <h2 id="contact-form-heading" className="font-semibold text-2xl text-slate-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-8 text-slate-600">Fill in the form and we&apos;ll answer by email.</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
};

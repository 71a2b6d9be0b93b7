import ArrowRight from 'lucide-react/icons/arrow-right';
import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import Route from 'lucide-react/icons/route';
import { Link } from 'react-router';
import { localizedPath, paths } from '@/config/paths';
import { contactCatalogue } from '@/features/contact/messages/catalogue';
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
  const { m, locale } = useMessages(contactCatalogue);
  const page = m.page;

  return (
    <>
      <PageIntro eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_2fr] lg:gap-12 lg:px-8">
        <aside aria-labelledby="contact-options-heading" className="order-last flex flex-col gap-4 lg:order-first">
          <h2 id="contact-options-heading" className="font-semibold text-lg text-slate-900">
            {page.otherWays}
          </h2>
          <ul className="flex flex-col gap-4">
            {supportEmail ? (
              <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{page.email}</p>
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
                <p className="font-medium text-slate-900">{page.responseTime}</p>
                <p className="text-slate-600">{page.replyTime}</p>
              </div>
            </li>
            <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Route aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="font-medium text-slate-900">{page.alreadyOrdered}</p>
                <p className="text-slate-600">{page.seeStatus}</p>
                <Link
                  to={localizedPath(locale, paths.orderTracking)}
                  className="mt-1 inline-flex items-center gap-1.5 font-medium text-brand-700 hover:text-brand-800"
                >
                  {page.trackOrder}
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
            {page.formHeading}
          </h2>
          <p className="mt-2 mb-8 text-slate-600">{page.formLead}</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
};

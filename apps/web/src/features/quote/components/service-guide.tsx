import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { Disclosure } from '@/components/ui/disclosure';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { quoteCatalogue } from '../messages/catalogue';

const strong = <strong className="text-slate-900" />;

/** "Which service is right for me?": a short answer and a link to the full comparison. */
export const ServiceGuide = () => {
  const { m, locale } = useMessages(quoteCatalogue);
  const text = m.serviceGuide;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white px-5 shadow-sm sm:px-6">
      <Disclosure title={text.title} headingLevel={2}>
        <div className="flex flex-col gap-3 text-sm">
          <p>
            <T message={text.professional} components={{ 0: strong }} />
          </p>
          <p>
            <T message={text.sworn} components={{ 0: strong }} />
          </p>
          <p>{text.official}</p>
          <Link
            to={localizedPath(locale, paths.features)}
            className="inline-flex items-center gap-1.5 self-start font-medium text-brand-700 hover:text-brand-800"
          >
            {text.compare}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </Disclosure>
    </div>
  );
};

import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { Disclosure } from '@/components/ui/disclosure';
import { paths } from '@/config/paths';

/** "Which service is right for me?": a short answer and a link to the full comparison. */
export const ServiceGuide = () => (
  <div className="rounded-2xl border border-slate-200 bg-white px-5 shadow-sm sm:px-6">
    <Disclosure title="Which service is right for me?" headingLevel={2}>
      <div className="flex flex-col gap-3 text-sm">
        <p>
          <strong className="text-slate-900">Professional translation</strong> suits documents you need to read, share
          or publish: contracts, reports, websites, letters, academic papers. You pay per word.
        </p>
        <p>
          <strong className="text-slate-900">Sworn translation</strong> is for documents an authority in Spain asks for:
          birth and marriage certificates, criminal records, diplomas, visa paperwork. A sworn translator signs and
          seals it, and you pay per page. It is available between English and Spanish.
        </p>
        <p>
          If an office asked you for an &ldquo;official&rdquo; or &ldquo;certified&rdquo; translation, choose sworn.
        </p>
        <Link
          to={paths.features}
          className="inline-flex items-center gap-1.5 self-start font-medium text-brand-700 hover:text-brand-800"
        >
          Compare our services
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Disclosure>
  </div>
);

import type { TCitation } from '@sello/planner/plan-model';
import ExternalLink from 'lucide-react/icons/external-link';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { plannerCatalogue } from '../messages/catalogue';

/** The official pages behind the plan, with how sure the dataset is of each. */
export const PlanSources = ({ citations }: { citations: ReadonlyArray<TCitation> }) => {
  const { m } = useMessages(plannerCatalogue);
  return (
    <section aria-labelledby="plan-sources-heading" className="flex flex-col gap-3">
      <h2 id="plan-sources-heading" className="font-semibold text-slate-900 text-xl">
        {m.sources.heading}
      </h2>
      <p className="text-slate-600 text-sm">
        <T message={m.sources.lead} components={{ 0: <span className="font-semibold" /> }} />
      </p>
      {citations.length === 0 ? (
        <p className="text-slate-600 text-sm">{m.sources.none}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {citations.map((citation) => (
            <li
              key={citation.id}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <a
                href={citation.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-w-0 items-start gap-1.5 break-words font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
              >
                <span className="min-w-0">{citation.title}</span>
                <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                <span className="sr-only">{m.sources.opensNewTab}</span>
              </a>
              <span
                className={`w-fit shrink-0 rounded px-1.5 py-0.5 text-xs ${
                  citation.confidence === 'unconfirmed'
                    ? 'border border-amber-700 bg-amber-50 font-semibold text-amber-900'
                    : 'bg-slate-100 text-slate-700'
                }`}
              >
                {m.confidence[citation.confidence]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { formatRateAmount, usePricing } from '@/lib/pricing';
import { comparisonCatalogue } from '../messages/comparison/catalogue';
import { rateUnit, useTimeEstimates } from './rate-words';
import { SectionHeading } from './section-heading';

type TCell = boolean | ReactNode;
type TRow = { feature: string; professional: TCell; sworn: TCell };

const Included = ({ yes }: { yes: boolean }) => {
  const { m } = useMessages(comparisonCatalogue);
  return yes ? (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200">
      <Check aria-hidden="true" className="size-4" strokeWidth={2.5} />
      <span className="sr-only">{m.comparison.included}</span>
    </span>
  ) : (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-100 text-slate-500">
      <X aria-hidden="true" className="size-4" strokeWidth={2.5} />
      <span className="sr-only">{m.comparison.notIncluded}</span>
    </span>
  );
};

const Cell = ({ value }: { value: TCell }) =>
  typeof value === 'boolean' ? (
    <Included yes={value} />
  ) : (
    <span className="font-medium text-slate-900 text-sm">{value}</span>
  );

/** Professional vs sworn, in three groups of features. */
export const ComparisonTable = () => {
  const { pricing } = usePricing();
  const times = useTimeEstimates();
  const { m, locale } = useMessages(comparisonCatalogue);
  const c = m.comparison;
  const loading = <span className="text-slate-500">…</span>;
  const rate = (offer: NonNullable<typeof pricing>['sworn']) =>
    `${formatRateAmount(offer.rate, locale)} ${rateUnit(m, offer.rateType)}`;

  const groups: { title: string; rows: TRow[] }[] = [
    {
      title: c.translationGroup,
      rows: [
        { feature: c.translatedByProfessional, professional: true, sworn: true },
        { feature: c.checkedByTeam, professional: true, sworn: true },
        { feature: c.instantEstimate, professional: true, sworn: true },
        { feature: c.onlineTracking, professional: true, sworn: true },
      ],
    },
    {
      title: c.certificationGroup,
      rows: [
        { feature: c.documents, professional: true, sworn: true },
        { feature: c.signatureAndSeal, professional: false, sworn: true },
        { feature: c.officialProcedures, professional: false, sworn: true },
      ],
    },
    {
      title: c.languagesGroup,
      rows: [
        { feature: c.englishSpanish, professional: true, sworn: true },
        { feature: c.englishFrench, professional: true, sworn: false },
        {
          feature: c.price,
          professional: pricing ? rate(pricing.professional) : loading,
          sworn: pricing ? rate(pricing.sworn) : loading,
        },
        {
          feature: c.typicalDelivery,
          professional: times?.professional ?? c.shownWithQuote,
          sworn: times?.sworn ?? c.shownWithQuote,
        },
      ],
    },
  ];

  return (
    <section aria-labelledby="compare-heading" className="mx-auto max-w-5xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id="compare-heading" eyebrow={c.eyebrow} title={c.title} lead={c.lead} />
      <div className="mt-12 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full table-fixed border-collapse text-left">
          <caption className="sr-only">{c.caption}</caption>
          <colgroup>
            <col className="w-[40%] sm:w-1/2" />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr className="border-slate-200 border-b bg-slate-50">
              <th
                scope="col"
                className="px-4 py-4 font-semibold text-slate-500 text-xs uppercase tracking-wider sm:px-6"
              >
                {c.feature}
              </th>
              <th
                scope="col"
                className="hyphens-auto px-1 py-4 text-center font-semibold text-slate-900 text-xs [overflow-wrap:anywhere] sm:px-4 sm:text-base"
              >
                {c.professional}
              </th>
              <th
                scope="col"
                className="hyphens-auto px-1 py-4 text-center font-semibold text-slate-900 text-xs [overflow-wrap:anywhere] sm:px-4 sm:text-base"
              >
                <span className="inline-flex flex-col items-center gap-1">
                  {c.sworn}
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-[11px] text-brand-700 leading-tight ring-1 ring-brand-200">
                    {c.officialUse}
                  </span>
                </span>
              </th>
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.title}>
              <tr>
                <th
                  scope="colgroup"
                  colSpan={3}
                  className="bg-brand-50/60 px-4 py-2.5 font-semibold text-brand-800 text-sm sm:px-6"
                >
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.feature} className="border-slate-100 border-t first:border-t-0">
                  <th scope="row" className="px-4 py-4 font-normal text-slate-700 text-sm sm:px-6 sm:text-base">
                    {row.feature}
                  </th>
                  <td className="px-1 py-4 text-center sm:px-4">
                    <Cell value={row.professional} />
                  </td>
                  <td className="px-1 py-4 text-center sm:px-4">
                    <Cell value={row.sworn} />
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <div className="mt-10 flex justify-center">
        <ButtonLink to={localizedPath(locale, paths.upload)} size="lg">
          {c.getStarted}
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
};

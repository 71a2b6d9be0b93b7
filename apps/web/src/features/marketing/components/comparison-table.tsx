import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatRate, usePricing } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';
import { SectionHeading } from './section-heading';

type TCell = boolean | ReactNode;
type TRow = { feature: string; professional: TCell; sworn: TCell };

const Included = ({ yes }: { yes: boolean }) =>
  yes ? (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200">
      <Check aria-hidden="true" className="size-4" strokeWidth={2.5} />
      <span className="sr-only">Included</span>
    </span>
  ) : (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-100 text-slate-500">
      <X aria-hidden="true" className="size-4" strokeWidth={2.5} />
      <span className="sr-only">Not included</span>
    </span>
  );

const Cell = ({ value }: { value: TCell }) =>
  typeof value === 'boolean' ? (
    <Included yes={value} />
  ) : (
    <span className="font-medium text-slate-900 text-sm">{value}</span>
  );

/** Professional vs sworn, in three groups of features. */
export const ComparisonTable = () => {
  const { pricing } = usePricing();
  const { data: config } = usePublicConfig();
  const loading = <span className="text-slate-500">…</span>;

  const groups: { title: string; rows: TRow[] }[] = [
    {
      title: 'Translation',
      rows: [
        { feature: 'Translated by a professional translator', professional: true, sworn: true },
        { feature: 'Checked by our team before delivery', professional: true, sworn: true },
        { feature: 'Instant estimate from your files', professional: true, sworn: true },
        { feature: 'Online order tracking', professional: true, sworn: true },
      ],
    },
    {
      title: 'Certification and use',
      rows: [
        { feature: 'Business, academic and personal documents', professional: true, sworn: true },
        { feature: 'Signature and seal of a sworn translator', professional: false, sworn: true },
        {
          feature: 'Official procedures in Spain (visas, residency, courts, universities)',
          professional: false,
          sworn: true,
        },
      ],
    },
    {
      title: 'Languages, price and delivery',
      rows: [
        { feature: 'English ↔ Spanish', professional: true, sworn: true },
        { feature: 'English ↔ French', professional: true, sworn: false },
        {
          feature: 'Price',
          professional: pricing ? formatRate(pricing.professional) : loading,
          sworn: pricing ? formatRate(pricing.sworn) : loading,
        },
        {
          feature: 'Typical delivery',
          professional: config?.timeEstimates.professional ?? 'Shown with your quote',
          sworn: config?.timeEstimates.sworn ?? 'Shown with your quote',
        },
      ],
    },
  ];

  return (
    <section aria-labelledby="compare-heading" className="mx-auto max-w-5xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading
        id="compare-heading"
        eyebrow="Compare"
        title="Which service do you need?"
        lead="If an official body asks for a certified or sworn translation, choose sworn. For everything else, professional translation is the right fit."
      />
      <div className="mt-12 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full table-fixed border-collapse text-left">
          <caption className="sr-only">Professional and sworn translation compared</caption>
          <colgroup>
            <col className="w-[44%] sm:w-1/2" />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr className="border-slate-200 border-b bg-slate-50">
              <th
                scope="col"
                className="px-4 py-4 font-semibold text-slate-500 text-xs uppercase tracking-wider sm:px-6"
              >
                Feature
              </th>
              <th
                scope="col"
                className="px-2 py-4 text-center font-semibold text-slate-900 text-sm sm:px-4 sm:text-base"
              >
                Professional
              </th>
              <th
                scope="col"
                className="px-2 py-4 text-center font-semibold text-slate-900 text-sm sm:px-4 sm:text-base"
              >
                <span className="inline-flex flex-col items-center gap-1 sm:flex-row sm:gap-2">
                  Sworn
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-[11px] text-brand-700 ring-1 ring-brand-200">
                    Official use
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
        <ButtonLink to={paths.upload} size="lg">
          Get started now
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
};

import { useId } from 'react';

export type TFunnelStep = { label: string; value: number };

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

/**
 * The funnel as a list of steps, each with its count, its share of the first step and the conversion from the
 * step before, drawn as an SVG bar as wide as that share. The text is the accessible content (a list); the bars
 * repeat it visually and are hidden from screen readers.
 */
export const FunnelChart = ({
  title,
  description,
  steps,
}: {
  title: string;
  description: string;
  steps: TFunnelStep[];
}) => {
  const id = useId();
  const first = steps[0]?.value ?? 0;

  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <figcaption>
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-slate-600 text-sm">{description}</p>
      </figcaption>
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => {
          const previous = steps[index - 1];
          const share = first > 0 ? (step.value / first) * 100 : 0;
          return (
            <li key={step.label} className="flex flex-col gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-800">{step.label}</span>
                <span className="text-slate-600 tabular-nums">
                  <span className="font-semibold text-slate-900">{step.value}</span>
                  {index > 0 ? ` · ${percent(step.value, first)} of ${steps[0]?.label.toLowerCase()}` : ''}
                  {previous ? ` · ${percent(step.value, previous.value)} of previous step` : ''}
                </span>
              </div>
              <svg aria-hidden="true" viewBox="0 0 100 10" preserveAspectRatio="none" className="h-5 w-full">
                <rect x={0} y={0} width={100} height={10} rx={1} className="fill-slate-100" />
                <rect
                  data-testid="funnel-bar"
                  x={0}
                  y={0}
                  width={step.value > 0 ? Math.max(share, 1) : 0}
                  height={10}
                  rx={1}
                  className={index === steps.length - 1 ? 'fill-emerald-600' : 'fill-brand-600'}
                />
              </svg>
            </li>
          );
        })}
      </ol>
    </figure>
  );
};

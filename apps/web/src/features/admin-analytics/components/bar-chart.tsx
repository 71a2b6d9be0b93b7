import { useEffect, useId, useRef, useState } from 'react';
import { ScrollArea } from '@/components/ui/scroll-area';

export type TBar = {
  /** Short axis label, e.g. "Nov 3". */
  label: string;
  /** What a screen reader hears for the bar's label, e.g. "Week of November 3, 2026". */
  longLabel: string;
  value: number;
};

/** Used until the chart has been measured (and in tests, where nothing has a size). */
const DEFAULT_WIDTH = 480;
const HEIGHT = 220;
/** Room an axis label needs, in pixels. */
const LABEL_ROOM = 52;
const PLOT = { top: 14, right: 8, bottom: 32, left: 56 };

/** The width of an element in whole pixels, kept up to date as the layout changes. */
const useMeasuredWidth = (fallback: number) => {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setValue(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, value };
};

/** 0, a round step, …, at or above the largest value: axis ticks people can read. */
export const niceTicks = (max: number, count = 4): number[] => {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(Number(tick.toFixed(10)));
  return ticks;
};

/**
 * A vertical bar chart drawn as plain SVG. The chart has a title and description; each bar is an image with
 * its own label ("Week of Nov 3: $120.00"), and the same figures are offered as a table below.
 */
export const BarChart = ({
  title,
  description,
  bars,
  formatValue,
  valueLabel,
  categoryLabel = 'Week',
}: {
  title: string;
  description: string;
  bars: TBar[];
  formatValue: (value: number) => string;
  /** The table's value column heading, e.g. "Revenue". */
  valueLabel: string;
  /** The table's first column heading. */
  categoryLabel?: string;
}) => {
  const id = useId();
  const width = useMeasuredWidth(DEFAULT_WIDTH);
  const chartWidth = width.value;
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const ticks = niceTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = chartWidth - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.min(32, slot * 0.7);
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  // As many axis labels as fit at this width (the table has them all); the latest week is always labelled.
  const labelEvery = Math.max(1, Math.ceil(LABEL_ROOM / slot));
  const labelled = (index: number) => (bars.length - 1 - index) % labelEvery === 0;

  return (
    <figure className="flex flex-col gap-3">
      <figcaption>
        <h3 id={`${id}-title`} className="font-semibold text-slate-900">
          {title}
        </h3>
        <p id={`${id}-desc`} className="text-slate-600 text-sm">
          {description}
        </p>
      </figcaption>
      <div ref={width.ref}>
        <svg
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${chartWidth} ${HEIGHT}`}
          width={chartWidth}
          height={HEIGHT}
          className="block max-w-full"
        >
          <title>{title}</title>
          <desc>{description}</desc>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG shapes and text are not focusable; the figures are read from the bars' labels */}
          <g aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={PLOT.left}
                  x2={chartWidth - PLOT.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  className={tick === 0 ? 'stroke-slate-400' : 'stroke-slate-200'}
                  strokeWidth={1}
                />
                <text x={PLOT.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-slate-600 text-[12px]">
                  {formatValue(tick)}
                </text>
              </g>
            ))}
            {bars.map((bar, index) => {
              if (!labelled(index)) return null;
              const center = PLOT.left + slot * index + slot / 2;
              // A label that would run past the right edge is aligned to it instead.
              const atEdge = center + LABEL_ROOM / 2 > chartWidth;
              return (
                <text
                  key={bar.longLabel}
                  x={atEdge ? chartWidth : center}
                  y={HEIGHT - PLOT.bottom + 20}
                  textAnchor={atEdge ? 'end' : 'middle'}
                  className="fill-slate-600 text-[12px]"
                >
                  {bar.label}
                </text>
              );
            })}
          </g>
          {bars.map((bar, index) => {
            const height = (bar.value / top) * plotHeight;
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG rect is not interactive; role img gives each bar its label
              <rect
                key={bar.longLabel}
                role="img"
                aria-label={`${bar.longLabel}: ${formatValue(bar.value)}`}
                x={PLOT.left + slot * index + (slot - barWidth) / 2}
                y={PLOT.top + plotHeight - height}
                width={barWidth}
                // A zero still shows as a hairline on the axis.
                height={Math.max(height, bar.value > 0 ? 2 : 0)}
                rx={3}
                className="fill-brand-600"
              >
                <title>{`${bar.longLabel}: ${formatValue(bar.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded font-medium text-brand-700 hover:underline">
          Show as a table
        </summary>
        <ScrollArea label={`${title}: table`} className="mt-2">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-slate-200 border-b">
                <th scope="col" className="py-1.5 pr-4 font-semibold text-slate-700">
                  {categoryLabel}
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold text-slate-700">
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.longLabel} className="border-slate-100 border-b">
                  <th scope="row" className="py-1.5 pr-4 font-normal text-slate-700">
                    {bar.longLabel}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{formatValue(bar.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </details>
    </figure>
  );
};

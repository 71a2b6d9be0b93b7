import type { TPlanWarning, TWarningLevel } from '@sello/planner/plan-model';
import Info from 'lucide-react/icons/info';
import OctagonAlert from 'lucide-react/icons/octagon-alert';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useMessages } from '@/lib/i18n/i18n';
import { plannerCatalogue } from '../messages/catalogue';

// Each level has its own icon shape, label and border weight, so it reads without colour.
const LEVEL_STYLES: Record<TWarningLevel, { box: string; badge: string; Icon: typeof Info }> = {
  critical: {
    box: 'border-l-4 border-danger-700 bg-danger-50 text-danger-950',
    badge: 'bg-danger-700 text-white',
    Icon: OctagonAlert,
  },
  warning: {
    box: 'border-l-4 border-dashed border-amber-600 bg-amber-50 text-amber-950',
    badge: 'border border-amber-700 bg-white text-amber-900',
    Icon: TriangleAlert,
  },
  info: {
    box: 'border-l-2 border-sky-600 bg-sky-50 text-sky-950',
    badge: 'bg-sky-100 text-sky-900',
    Icon: Info,
  },
};

/** Warnings with their level written out ('Critical', 'Warning', 'Note'), most severe first as the plan sends them. */
export const PlanWarningList = ({
  warnings,
  docLabels,
}: {
  warnings: ReadonlyArray<TPlanWarning>;
  /** doc_id → document name, to say which document a plan-wide warning is about. */
  docLabels?: ReadonlyMap<string, string>;
}) => {
  const { m } = useMessages(plannerCatalogue);
  return (
    <ul className="flex flex-col gap-2">
      {warnings.map((warning, index) => {
        const { box, badge, Icon } = LEVEL_STYLES[warning.level];
        const docLabel = warning.doc_id ? docLabels?.get(warning.doc_id) : undefined;
        return (
          <li
            // Messages can repeat across documents; the position keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static
            key={index}
            className={`flex gap-3 rounded-r-lg px-3 py-2.5 text-sm ${box}`}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
              <span className={`w-fit shrink-0 rounded px-1.5 py-0.5 font-semibold text-xs uppercase ${badge}`}>
                {m.levels[warning.level]}
              </span>
              <p className="leading-relaxed">
                {docLabel ? <span className="font-semibold">{docLabel}: </span> : null}
                {warning.message}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
};

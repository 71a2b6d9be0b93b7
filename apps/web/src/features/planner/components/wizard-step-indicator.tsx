import { useMessages } from '@/lib/i18n/i18n';
import { plannerCatalogue } from '../messages/catalogue';
import { WIZARD_STEPS } from './wizard-values';

/** The steps as an ordered list: done ones filled (and "(done)" for screen readers), the current one aria-current="step". */
export const WizardStepIndicator = ({ current }: { current: number }) => {
  const { m } = useMessages(plannerCatalogue);
  return (
    <ol aria-label={m.indicator.label} className="grid grid-cols-9 gap-1 lg:gap-2">
      {WIZARD_STEPS.map((step, index) => {
        const done = index < current;
        const active = index === current;
        return (
          <li key={step.id} aria-current={active ? 'step' : undefined} className="flex min-w-0 flex-col gap-1.5">
            <span
              aria-hidden="true"
              className={`h-1.5 rounded-full ${done ? 'bg-brand-600' : active ? 'bg-brand-400' : 'bg-slate-200'}`}
            />
            <span
              className={`hidden truncate text-xs lg:block ${
                active ? 'font-semibold text-slate-900' : done ? 'text-slate-700' : 'text-slate-500'
              }`}
            >
              {m.steps[step.id].title}
            </span>
            <span className="sr-only lg:hidden">{m.steps[step.id].title}</span>
            {done ? <span className="sr-only">{m.indicator.done}</span> : null}
          </li>
        );
      })}
    </ol>
  );
};

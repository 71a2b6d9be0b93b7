import { WIZARD_STEPS } from './wizard-values';

/** The steps as an ordered list: done ones filled (and "(done)" for screen readers), the current one aria-current="step". */
export const WizardStepIndicator = ({ current }: { current: number }) => (
  <ol aria-label="Planner steps" className="grid grid-cols-9 gap-1 lg:gap-2">
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
            {step.title}
          </span>
          <span className="sr-only lg:hidden">{step.title}</span>
          {done ? <span className="sr-only">(done)</span> : null}
        </li>
      );
    })}
  </ol>
);

import ChevronDown from 'lucide-react/icons/chevron-down';
import { type ReactNode, useId, useState } from 'react';

export type TDisclosureProps = {
  /** The always-visible summary; rendered inside the toggle button. */
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Heading level wrapping the button (WAI-ARIA accordion pattern); keeps the page outline in order. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Controlled use: the caller holds the state (a form opens it to show an error inside). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A collapsible section: a heading with a toggle button (aria-expanded) controlling a region. */
export const Disclosure = ({
  title,
  children,
  defaultOpen = false,
  headingLevel = 3,
  className = '',
  open: controlledOpen,
  onOpenChange,
}: TDisclosureProps) => {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className}>
      <Heading className="m-0">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => {
            setUncontrolledOpen(!open);
            onOpenChange?.(!open);
          }}
          className="flex w-full items-center justify-between gap-4 rounded-lg py-4 text-left font-semibold text-base text-slate-900 hover:text-brand-700 sm:text-lg"
        >
          <span>{title}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-brand-600 transition-transform duration-200 motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div id={`${id}-panel`} hidden={!open} className="pb-5 text-slate-600 leading-relaxed">
        {children}
      </div>
    </div>
  );
};

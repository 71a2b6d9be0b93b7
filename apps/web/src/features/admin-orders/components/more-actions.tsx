import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClassName } from '@/components/ui/button';

export type TMoreAction = { label: string; onSelect: () => void };

/**
 * The order's rare actions (change the status by hand, replace the quote) behind one "More actions" button, so the
 * page leads with its Next step. A disclosure: Escape or a click elsewhere closes it and focus returns to the button.
 */
export const MoreActions = ({ actions }: { actions: TMoreAction[] }) => {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (actions.length === 0) return null;
  return (
    <div className="relative self-start sm:self-auto">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName({ variant: 'outline' })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        More actions
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute left-0 z-30 mt-2 flex w-64 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:right-0 sm:left-auto"
      >
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className="rounded-lg px-3 py-2 text-left font-medium text-slate-800 text-sm hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            onClick={() => {
              setOpen(false);
              action.onSelect();
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
};

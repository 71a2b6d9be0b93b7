import type { KeyboardEvent, PointerEvent } from 'react';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './use-column-widths';

const KEY_STEP = 10;

/**
 * The drag handle on a column's right edge: drag with a mouse, pen or finger, or focus it and use the arrow
 * keys (Shift for bigger steps, Home/End for the limits). Exposed as a vertical separator with its value.
 */
export const ColumnResizeHandle = ({
  label,
  width,
  onResize,
}: {
  label: string;
  width: number;
  onResize: (width: number) => void;
}) => {
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const startX = event.clientX;
    const startWidth = width;
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const move = (moveEvent: globalThis.PointerEvent) => onResize(startWidth + moveEvent.clientX - startX);
    const stop = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', stop);
      target.removeEventListener('pointercancel', stop);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', stop);
    target.addEventListener('pointercancel', stop);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const next =
      event.key === 'ArrowLeft'
        ? width - step
        : event.key === 'ArrowRight'
          ? width + step
          : event.key === 'Home'
            ? MIN_COLUMN_WIDTH
            : event.key === 'End'
              ? MAX_COLUMN_WIDTH
              : null;
    if (next === null) return;
    event.preventDefault();
    onResize(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused or dragged; a focusable separator is the ARIA pattern for a splitter.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${label} column`}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      className="group -right-1.5 absolute top-0 z-10 flex h-full w-3 cursor-col-resize touch-none justify-center focus-visible:outline-3 focus-visible:outline-focus"
    >
      <span
        aria-hidden="true"
        className="h-full w-0.5 bg-slate-200 transition-colors group-hover:bg-brand-500 group-focus-visible:bg-brand-600"
      />
    </div>
  );
};

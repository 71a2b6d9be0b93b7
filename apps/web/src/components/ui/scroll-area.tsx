import type { ReactNode } from 'react';

/**
 * A region that scrolls sideways on narrow screens (wide tables, charts). It can take focus, so keyboard users
 * can scroll it with the arrow keys, and it is named so the focus lands somewhere meaningful.
 */
export const ScrollArea = ({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) => (
  <section
    aria-label={label}
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    tabIndex={0}
    className={`overflow-x-auto rounded focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-2 ${className}`}
  >
    {children}
  </section>
);

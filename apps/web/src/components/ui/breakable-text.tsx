import { Fragment } from 'react';

// After `@`, `/`, `_` and `-`, before a dot: where a reader expects an email, a link or a reference to go on.
const WRAP_POINTS = /(?<=[@/_-])|(?=\.)/;

/**
 * An email, link or reference shown whole on wide screens, wrapped on a narrow one where a reader expects it (after
 * the `@`, before a dot) rather than mid-word; only a part longer than the line itself breaks anywhere, so nothing
 * ever makes the page scroll sideways.
 */
export const BreakableText = ({ children, className = '' }: { children: string; className?: string }) => (
  <span className={`[overflow-wrap:anywhere] ${className}`}>
    {children.split(WRAP_POINTS).map((part, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {part}
      </Fragment>
    ))}
  </span>
);

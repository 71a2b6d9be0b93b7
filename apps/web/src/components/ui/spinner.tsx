const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

/** A decorative spinner; pair it with visible text or pass `label` for screen readers. */
export const Spinner = ({ size = 'md', label }: { size?: keyof typeof sizes; label?: string }) => (
  <span className="inline-flex items-center" role={label ? 'status' : undefined}>
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]`}
    />
    {label ? <span className="sr-only">{label}</span> : null}
  </span>
);

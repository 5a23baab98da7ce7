/**
 * Plain joining, not lib/cn.ts: no caller passes a class that conflicts with these, and the landing
 * page shows the mark without loading the class merger (issue 17).
 */
const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

type ProductMarkProps = {
  /** `dark` for light backgrounds, `light` for the near-black header. */
  tone?: 'dark' | 'light';
  /** Show the word "SiteDockets" next to the symbol (default true). */
  withName?: boolean;
  className?: string;
};

/** The SiteDockets symbol (a docket with a tick on a safety-amber tile) and wordmark. */
export function ProductMark({ tone = 'dark', withName = true, className }: ProductMarkProps) {
  return (
    <span className={join('inline-flex items-center gap-2.5', className)}>
      <svg
        viewBox="0 0 32 32"
        className="size-9 shrink-0"
        role={withName ? undefined : 'img'}
        aria-hidden={withName ? true : undefined}
        aria-label={withName ? undefined : 'SiteDockets'}
      >
        <rect width="32" height="32" rx="7" fill="#f59e0b" />
        <path
          d="M10 7.5h9l4 4v13a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 9 24.5V9a1.5 1.5 0 0 1 1-1.5z"
          fill="#0f172a"
        />
        <path
          d="m12.5 17.5 3 3 5-6"
          fill="none"
          stroke="#f59e0b"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withName && (
        <span
          className={join(
            'text-xl leading-none font-extrabold tracking-tight',
            tone === 'light' ? 'text-ink-inverse' : 'text-ink',
          )}
        >
          Site<span className={tone === 'light' ? 'text-brand' : 'text-brand-text'}>Dockets</span>
        </span>
      )}
    </span>
  );
}

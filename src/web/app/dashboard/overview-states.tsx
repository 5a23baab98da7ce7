/** Panel-shaped placeholders while the overview loads. */
export function OverviewSkeleton() {
  return (
    <div role="status" className="grid gap-4 lg:grid-cols-3">
      <span className="sr-only">Loading the overview…</span>
      {['h-80', 'h-80', 'h-64'].map((height, i) => (
        <div
          key={i}
          aria-hidden="true"
          className={`${height} animate-pulse rounded-card border border-line bg-surface`}
        />
      ))}
    </div>
  );
}

/** Grey blocks where content is about to appear. */
export function Placeholder({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={`animate-pulse rounded-card border border-line bg-surface ${className}`}
    />
  );
}

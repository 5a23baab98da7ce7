import { HardHat } from 'lucide-react';

/** The company code an owner hands out (shown without its prefix; workers type it after 'C-'). */
export function CompanyCode({ code }: { code: string }) {
  return (
    <section
      aria-labelledby="settings-code-title"
      className="overflow-hidden rounded-card bg-night text-ink-inverse shadow-sm"
    >
      <div
        aria-hidden="true"
        className="h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]"
      />
      <div className="grid gap-2 p-5">
        <h3
          id="settings-code-title"
          className="flex items-center gap-2 text-sm font-bold tracking-wider text-slate-300 uppercase"
        >
          <HardHat aria-hidden="true" className="size-4 text-brand" />
          Company code
        </h3>
        <p className="font-mono text-3xl font-bold tracking-[0.2em] text-brand select-all">{code}</p>
        <p className="text-sm text-slate-300">
          Workers choose Worker when they sign up and enter{' '}
          <strong className="font-mono text-ink-inverse">C-{code}</strong> to join your company.
        </p>
      </div>
    </section>
  );
}

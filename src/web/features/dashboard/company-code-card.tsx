import { Copy, HardHat } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast-store';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Company code copied', description: `C-${text} is ready to paste into a message.` });
  } catch {
    toast({
      variant: 'destructive',
      title: 'Could not copy',
      description: 'Select the code and copy it by hand.',
    });
  }
}

/**
 * The company code an owner hands to workers (spec 000 §9: shown without the prefix; workers type it
 * after a fixed 'C-' when they sign up).
 */
export function CompanyCodeCard({ code }: { code: string }) {
  return (
    <section
      aria-labelledby="company-code-title"
      className="overflow-hidden rounded-card bg-night text-ink-inverse shadow-sm"
    >
      <div
        aria-hidden="true"
        className="h-1.5 bg-[repeating-linear-gradient(135deg,var(--color-brand)_0_14px,var(--color-night)_14px_28px)]"
      />
      <div className="grid gap-3 p-5 sm:p-6">
        <h2
          id="company-code-title"
          className="flex items-center gap-2 text-sm font-bold tracking-wider text-slate-300 uppercase"
        >
          <HardHat aria-hidden="true" className="size-4 text-brand" />
          Company code
        </h2>
        <div className="flex items-center justify-between gap-3">
          <p className="font-mono text-4xl font-bold tracking-[0.2em] text-brand select-all">{code}</p>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Copy company code"
            onClick={() => void copy(code)}
            className="text-ink-inverse hover:bg-white/10"
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
        <p className="text-base text-slate-200">
          Workers join with company code{' '}
          <strong className="font-mono whitespace-nowrap text-ink-inverse">C-{code}</strong>
        </p>
        <p className="text-sm text-slate-400">
          They choose Worker when they sign up at SiteDockets, then enter the code. Or invite people by email
          from Settings.
        </p>
      </div>
    </section>
  );
}

import { Copy } from 'lucide-react';
import { CompanyCodeCard, CompanyCodeText } from '../../components/company-code-card';
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

/** The dashboard's company code, with a button that copies it. */
export function DashboardCompanyCode({ code }: { code: string }) {
  return (
    <CompanyCodeCard titleId="company-code-title" level={2} className="gap-3 p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <CompanyCodeText code={code} className="text-4xl" />
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
    </CompanyCodeCard>
  );
}

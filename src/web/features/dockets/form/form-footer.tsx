import { Save } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney, type Figures } from '../../../../shared/dockets/docket-math';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

type FormFooterProps = {
  figures: Figures;
  showMoney: boolean;
  cancelTo: string;
  saving: boolean;
  disabled: boolean;
};

/** The fixed bottom bar: live total, Cancel and Save Docket (spec 001 §2.3). */
export function FormFooter({ figures, showMoney, cancelTo, saving, disabled }: FormFooterProps) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur">
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3">
        <div className="mr-auto grid leading-tight" aria-live="polite">
          <span className="text-xs font-semibold text-ink-muted">Total hours</span>
          <span className="text-xl font-extrabold tabular-nums">{figures.hoursShort}</span>
          {showMoney && (
            <span className="text-xs font-semibold text-ink-muted tabular-nums">
              {formatMoney(figures.value)}
            </span>
          )}
        </div>
        <Button asChild variant="outline" size="lg" className="px-4">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" size="lg" disabled={saving || disabled} className="px-5">
          {saving ? <Spinner /> : <Save aria-hidden="true" />}
          {saving ? 'Saving...' : 'Save Docket'}
        </Button>
      </div>
    </div>
  );
}

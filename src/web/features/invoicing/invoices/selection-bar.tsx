import { CheckCheck, Download, Eraser, FilePlus2, X } from 'lucide-react';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { InvoiceDocket } from '../api/get-invoice-dockets';
import type { Selection } from './use-selection';

/** The outline buttons on the dark bar. */
const onDark = 'gap-1.5 border-white/40 bg-transparent px-3 text-ink-inverse hover:bg-white/10';

type SelectionBarProps = {
  selection: Selection;
  loaded: readonly InvoiceDocket[];
  busy: boolean;
  onRun: () => void;
};

/**
 * The bar of export-PDF and combined-invoice mode, pinned to the bottom within thumb reach: how
 * many are ticked and their totals, tick all loaded, clear, and the mode's action.
 */
export function SelectionBar({ selection, loaded, busy, onRun }: SelectionBarProps) {
  const { mode, count, totals } = selection;
  if (!mode) return null;
  const exporting = mode === 'export';
  const hint = exporting ? 'Tick the dockets to export' : 'Tick uninvoiced dockets to invoice together';
  return (
    <div
      role="region"
      aria-label={exporting ? 'Export PDFs' : 'Combined invoice'}
      className="fixed inset-x-0 bottom-0 z-40 border-t-4 border-brand bg-night text-ink-inverse shadow-[0_-8px_24px_rgba(15,23,42,0.25)]"
    >
      <div className="mx-auto grid max-w-7xl gap-2 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6 lg:flex lg:items-center">
        <div aria-live="polite" className="grid gap-0.5 lg:mr-auto">
          <p className="text-base font-semibold">{count === 0 ? hint : `${count} selected`}</p>
          {count > 0 && (
            <p className="text-sm text-ink-inverse/80 tabular-nums">
              Subtotal {formatMoney(totals.subtotal)} · GST {formatMoney(totals.gst)} ·{' '}
              <strong className="text-ink-inverse">Total {formatMoney(totals.total)}</strong>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2 *:grow lg:*:grow-0">
          <Button variant="outline" size="sm" className={onDark} onClick={() => selection.tickAll(loaded)}>
            <CheckCheck aria-hidden="true" />
            Select All Loaded
          </Button>
          <Button variant="outline" size="sm" className={onDark} onClick={selection.clear}>
            <Eraser aria-hidden="true" />
            Clear
          </Button>
          <Button variant="outline" size="sm" className={onDark} onClick={() => selection.switchTo(null)}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
        <Button onClick={onRun} disabled={busy || count === 0} className="w-full lg:w-auto">
          {busy ? (
            <Spinner />
          ) : exporting ? (
            <Download aria-hidden="true" />
          ) : (
            <FilePlus2 aria-hidden="true" />
          )}
          {exporting ? `Export PDFs (${count})` : `Create Invoice (${count})`}
        </Button>
      </div>
    </div>
  );
}

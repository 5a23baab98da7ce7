import { CheckCheck, Download, Eraser } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import type { DocketExport } from './use-export';

/** The outline buttons on the dark bar; narrow enough that both fit one row on a 390 px phone. */
const onDark = 'gap-1.5 border-white/40 bg-transparent px-3 text-ink-inverse hover:bg-white/10';

type ExportBarProps = { state: DocketExport; visibleIds: readonly number[] };

/** The bar of export mode, pinned to the bottom of the screen within thumb reach. */
export function ExportBar({ state, visibleIds }: ExportBarProps) {
  const count = state.selected.size;
  return (
    <div
      role="region"
      aria-label="Export PDFs"
      className="fixed inset-x-0 bottom-0 z-40 border-t-4 border-brand bg-night text-ink-inverse shadow-[0_-8px_24px_rgba(15,23,42,0.25)]"
    >
      <div className="mx-auto grid max-w-5xl gap-2 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex sm:items-center sm:px-6">
        <p aria-live="polite" className="text-base font-semibold sm:mr-auto">
          {count === 0 ? 'Tap dockets to select them' : `${count} selected`}
        </p>
        <div className="flex flex-wrap gap-2 *:grow sm:*:grow-0">
          <Button
            variant="outline"
            className={onDark}
            onClick={() => state.selectAll(visibleIds)}
            disabled={visibleIds.length === 0}
          >
            <CheckCheck aria-hidden="true" />
            Select All Visible
          </Button>
          <Button variant="outline" className={onDark} onClick={state.clear}>
            <Eraser aria-hidden="true" />
            Clear All
          </Button>
        </div>
        <Button size="lg" onClick={state.run} disabled={state.busy} className="w-full sm:w-auto">
          {state.busy ? <Spinner /> : <Download aria-hidden="true" />}
          Export {count} PDF(s)
        </Button>
      </div>
    </div>
  );
}

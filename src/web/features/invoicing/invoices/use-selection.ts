import { useState } from 'react';
import { sumMoney } from '../../../../shared/dockets/docket-math';
import type { InvoiceDocket } from '../api/get-invoice-dockets';

/** What ticking dockets is for: their PDFs as a ZIP, or one combined invoice. */
export type SelectMode = 'export' | 'invoice';

/**
 * The ticked dockets of export-PDF or combined-invoice mode (002 §4 'Invoice selection'): toggled
 * one by one or all loaded at once; combined-invoice mode ticks only uninvoiced dockets. The rows
 * are kept, not only their ids, so the selection's totals are summed from what the server sent.
 */
export function useSelection() {
  const [mode, setMode] = useState<SelectMode | null>(null);
  const [picked, setPicked] = useState<ReadonlyMap<number, InvoiceDocket>>(new Map());

  const canTick = (row: InvoiceDocket) => mode === 'export' || (mode === 'invoice' && !row.invoiced);
  const rows = [...picked.values()];

  return {
    mode,
    ids: [...picked.keys()],
    count: picked.size,
    isTicked: (id: number) => picked.has(id),
    canTick,
    /** The ticked dockets' subtotal, GST and total: exact sums of the rows' own figures. */
    totals: {
      subtotal: sumMoney(rows.map((r) => r.subtotal)),
      gst: sumMoney(rows.map((r) => r.gst)),
      total: sumMoney(rows.map((r) => r.total)),
    },
    toggle: (row: InvoiceDocket) =>
      setPicked((now) => {
        const next = new Map(now);
        if (!next.delete(row.id) && canTick(row)) next.set(row.id, row);
        return next;
      }),
    tickAll: (loaded: readonly InvoiceDocket[]) =>
      setPicked((now) => new Map([...now, ...loaded.filter(canTick).map((r) => [r.id, r] as const)])),
    clear: () => setPicked(new Map()),
    /** Enters a mode (or leaves it when it is the one on); the selection starts empty either way. */
    switchTo: (next: SelectMode | null) => {
      setMode((now) => (now === next ? null : next));
      setPicked(new Map());
    },
  };
}

export type Selection = ReturnType<typeof useSelection>;

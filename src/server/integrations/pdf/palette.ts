/** The colours of every PDF the product makes (dockets, tax invoices, reports): one place. */
export const INK = '#0f172a';
export const MUTED = '#475569';
export const LINE = '#cbd5e1';
export const BRAND = '#b45309';

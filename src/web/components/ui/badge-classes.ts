/**
 * The badge look as plain class strings, apart from components/ui/badge.tsx so a page can use them
 * without the class merger (lib/cn.ts, tailwind-merge): the landing page does (issue 17).
 */
export const BADGE_BASE =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset [&_svg]:size-3.5';

/**
 * Colours of the docket statuses and roles. Every pairing is dark text on a pale fill (≥6:1), so a
 * badge stays legible in sunlight; the words still carry the meaning for colour-blind users.
 */
export const BADGE_VARIANTS = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  brand: 'bg-brand-soft text-brand-text ring-amber-300',
  green: 'bg-green-100 text-green-800 ring-green-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  orange: 'bg-orange-100 text-orange-800 ring-orange-300',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  dark: 'bg-night text-ink-inverse ring-night',
} as const;

export type BadgeVariant = keyof typeof BADGE_VARIANTS;

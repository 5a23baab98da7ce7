import type { ComponentProps } from 'react';
import { formatMoney } from '../../../../shared/dockets/docket-math';
import { hoursShown } from '../../../../shared/hours';
import { TableCell, TableHead } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';

/** Figures line up on the right, in even-width digits, never broken across lines. */
const NUMBER = 'text-right tabular-nums whitespace-nowrap';
/** The first column stays in view while a wide table scrolls sideways on a phone. */
const STICKY = 'sticky left-0 z-[1]';

export const money = (value: string | null): string => (value === null ? '—' : formatMoney(value));
export const hours = (value: string | null): string => (value === null ? '—' : hoursShown(value));

export const NumberHead = ({ className, ...props }: ComponentProps<typeof TableHead>) => (
  <TableHead scope="col" className={cn('text-right', className)} {...props} />
);
export const NumberCell = ({ className, ...props }: ComponentProps<typeof TableCell>) => (
  <TableCell className={cn(NUMBER, className)} {...props} />
);
export const FirstHead = ({ className, ...props }: ComponentProps<typeof TableHead>) => (
  <TableHead scope="col" className={cn(STICKY, 'bg-surface-muted', className)} {...props} />
);
/** The row's name: its header cell, kept in view. */
export const RowName = ({ className, ...props }: ComponentProps<'th'>) => (
  <th
    scope="row"
    className={cn(STICKY, 'bg-surface px-3 py-2 text-left align-middle font-semibold', className)}
    {...props}
  />
);

import { toast } from '../../../lib/toast-store';

/** The toast of a company rate item change that failed. */
export const failure = (title: string, what: 'create' | 'update' | 'delete') =>
  toast({ variant: 'destructive', title, description: `Failed to ${what} rate item. Please try again.` });

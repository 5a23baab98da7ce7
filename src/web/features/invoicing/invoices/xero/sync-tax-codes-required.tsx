import { RefreshCw } from 'lucide-react';
import { TitledDialog } from '../../../../components/titled-dialog';
import { Button } from '../../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { useSyncTaxCodes } from '../../../xero/api';

type SyncTaxCodesRequiredProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The second dialog over 'Create Xero Invoice' when the company has no tax codes (002 §2): sync them
 * from Xero here; once synced, the invoice form shows with its tax codes.
 */
export function SyncTaxCodesRequired({ open, onOpenChange }: SyncTaxCodesRequiredProps) {
  const sync = useSyncTaxCodes('Tax Codes Sync Failed');
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sync Tax Codes Required"
      description="Each invoice line needs a tax code from Xero, and none have been synced yet. Sync the tax codes from your Xero organisation to continue."
    >
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={sync.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="button"
          disabled={sync.isPending}
          onClick={() => sync.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
        >
          {sync.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          Sync Tax Codes
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}

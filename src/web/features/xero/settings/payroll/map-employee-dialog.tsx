import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { EmployeeMapping, XeroEmployee } from '../../../../../shared/payroll/schemas';
import { FormDialogFooter } from '../../../../components/form-dialog-footer';
import { FormField } from '../../../../components/form-field';
import { TitledDialog } from '../../../../components/titled-dialog';
import { DialogForm } from '../../../../components/ui/dialog';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../../components/ui/select';
import { QueryState } from '../../../../components/query-state';
import { useXeroEmployees } from '../../api/get-xero-employees';
import { useMapXeroEmployee } from '../../api/map-xero-employee';
import { fullName } from '../../../../../shared/people';

type Props = {
  companyId: number;
  /** The user being mapped; null: the dialog is closed. */
  user: EmployeeMapping | null;
  /** Every user's mapping, to show who already has an employee. */
  mappings: EmployeeMapping[];
  onClose: () => void;
};

const nameOf = (e: XeroEmployee) => fullName({ firstName: e.FirstName, lastName: e.LastName });

/** Map User to Xero Employee (002 §2): the Xero Payroll employee a user is paid as; remapping allowed. */
export function MapEmployeeDialog({ companyId, user, mappings, onClose }: Props) {
  const employees = useXeroEmployees(user !== null);
  return (
    <TitledDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Map User to Xero Employee"
      description={
        user
          ? `Choose the Xero Payroll employee ${fullName(user)} is paid as.`
          : 'Choose the Xero Payroll employee.'
      }
    >
      <QueryState
        query={employees}
        failure="Fetch failed: Xero's payroll employees could not be read"
        loading="Loading Xero employees…"
      >
        {({ employees: list }) =>
          !user ? null : list.length ? (
            <MapForm
              key={user.userId}
              companyId={companyId}
              user={user}
              employees={list}
              mappings={mappings}
              onDone={onClose}
            />
          ) : (
            <div role="status" className="grid gap-1 rounded-card border border-line bg-surface-muted p-4">
              <p className="font-semibold">No payroll employees found</p>
              <p className="text-sm text-ink-muted">
                Add your employees in Xero Payroll first (Payroll → Employees in Xero), then open this dialog
                again to map them.
              </p>
            </div>
          )
        }
      </QueryState>
    </TitledDialog>
  );
}

function MapForm({
  companyId,
  user,
  employees,
  mappings,
  onDone,
}: {
  companyId: number;
  user: EmployeeMapping;
  employees: XeroEmployee[];
  mappings: EmployeeMapping[];
  onDone: () => void;
}) {
  const [xeroId, setXeroId] = useState(user.xeroEmployeeId ?? '');
  const [error, setError] = useState<string | undefined>();
  const map = useMapXeroEmployee(companyId);
  const holderOf = (id: string) =>
    mappings.find((m) => m.userId !== user.userId && m.xeroEmployeeId?.toLowerCase() === id.toLowerCase());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!xeroId) return setError('Choose a Xero employee');
    map.mutate({ userId: user.userId, xeroId }, { onSuccess: onDone });
  };
  return (
    <DialogForm onSubmit={submit} className="grid gap-5" aria-label="Map user to Xero employee">
      <FormField id="map-xero-employee" label="Xero employee" required error={error}>
        {(control) => (
          <Select
            value={xeroId}
            onValueChange={(value) => {
              setXeroId(value);
              setError(undefined);
            }}
            disabled={map.isPending}
          >
            <SelectTrigger {...control}>
              <SelectValue placeholder="Choose a Xero employee" />
            </SelectTrigger>
            <SelectContent>
              {employees.map((employee) => {
                const holder = holderOf(employee.EmployeeID);
                const notes = [
                  employee.Status !== 'ACTIVE' ? employee.Status.toLowerCase() : null,
                  holder ? `mapped to ${fullName(holder)}` : null,
                ].filter(Boolean);
                return (
                  <SelectItem key={employee.EmployeeID} value={employee.EmployeeID} disabled={!!holder}>
                    {nameOf(employee)}
                    {notes.length > 0 && ` (${notes.join(', ')})`}
                  </SelectItem>
                );
              })}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormDialogFooter
        pending={map.isPending}
        submitLabel="Save Mapping"
        pendingLabel="Saving…"
        icon={<UserPlus aria-hidden="true" />}
      />
    </DialogForm>
  );
}

import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { ROLES, type Role } from '../../../../../shared/roles';
import type { EmployeeMapping } from '../../../../../shared/payroll/schemas';
import { RoleBadge } from '../../../../components/role-badge';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { usersFetchFailure } from '../../../../lib/format';
import { QueryState } from '../../../../components/query-state';
import { MapEmployeeDialog } from './map-employee-dialog';
import { useEmployeeMappings } from '../../api/get-employee-mappings';
import { fullName } from '../../../../../shared/people';

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/**
 * User Xero ID Mapping (002 §2): each active user and the Xero Payroll employee they are paid as;
 * deactivated people apart, still mapped so their last hours can be paid (issue 29).
 */
export function EmployeeMappingCard({ companyId }: { companyId: number }) {
  const mappings = useEmployeeMappings(companyId);
  const [mapping, setMapping] = useState<EmployeeMapping | null>(null);
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="grid gap-1">
        <h3 className="text-lg font-bold">User Xero ID Mapping</h3>
        <p className="text-sm text-ink-muted">
          Map each person to their Xero Payroll employee so their timesheets can be sent to Xero.
        </p>
      </div>
      <QueryState query={mappings} failure={usersFetchFailure(mappings.error)} loading="Loading users…">
        {({ users }) =>
          users.length ? (
            <>
              <MappingList
                label="User Xero mappings"
                users={users.filter((u) => u.isActive)}
                onMap={setMapping}
              />
              {users.some((u) => !u.isActive) && (
                <section aria-labelledby="deactivated-mappings" className="grid gap-2">
                  <h4 id="deactivated-mappings" className="font-bold">
                    Deactivated
                  </h4>
                  <p className="text-sm text-ink-muted">
                    They record no new dockets; keep them mapped so their last hours can still be sent.
                  </p>
                  <MappingList
                    label="Deactivated people's Xero mappings"
                    users={users.filter((u) => !u.isActive)}
                    onMap={setMapping}
                  />
                </section>
              )}
              <MapEmployeeDialog
                companyId={companyId}
                user={mapping}
                mappings={users}
                onClose={() => setMapping(null)}
              />
            </>
          ) : (
            <p className="rounded-card border border-line bg-surface-muted p-4 text-sm text-ink-muted">
              No employees found for this company
            </p>
          )
        }
      </QueryState>
    </Card>
  );
}

type MappingListProps = {
  label: string;
  users: EmployeeMapping[];
  onMap: (user: EmployeeMapping) => void;
};

/** People and the Xero employee each is paid as, with Map or Change Mapping. */
function MappingList({ label, users, onMap }: MappingListProps) {
  return (
    <ul aria-label={label} className="grid divide-y divide-line rounded-card border border-line">
      {users.map((user) => {
        const name = fullName(user);
        return (
          <li
            key={user.userId}
            aria-label={name}
            className="flex flex-col gap-3 px-3 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="grid min-w-0 gap-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{name}</span>
                {isRole(user.role) && <RoleBadge role={user.role} />}
              </p>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                {user.xeroEmployeeId ? (
                  <Badge variant="green">Mapped: {user.xeroDisplayName ?? user.xeroEmployeeId}</Badge>
                ) : (
                  <Badge variant="yellow">Not Mapped</Badge>
                )}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="w-full sm:w-auto"
              aria-label={`Map ${name} to a Xero employee`}
              onClick={() => onMap(user)}
            >
              <Link2 aria-hidden="true" />
              {user.xeroEmployeeId ? 'Change Mapping' : 'Map to Xero'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

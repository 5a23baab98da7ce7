import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';

export const ALL_EMPLOYEES = 'all';

type EmployeeSelectProps = {
  employees: { userId: number; name: string }[];
  value: string;
  onChange: (value: string) => void;
};

/** 002 §2's employee selector: everyone with hours, or one person. */
export function EmployeeSelect({ employees, value, onChange }: EmployeeSelectProps) {
  return (
    <div className="grid gap-1.5 max-sm:w-full">
      <Label htmlFor="payroll-employee">Employee</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id="payroll-employee" className="sm:w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_EMPLOYEES}>All employees</SelectItem>
          {employees.map((e) => (
            <SelectItem key={e.userId} value={String(e.userId)}>
              {e.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

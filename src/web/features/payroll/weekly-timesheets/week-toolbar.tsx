import { ChevronLeft, ChevronRight, Plus, Send } from 'lucide-react';
import { XERO_NOT_CONNECTED_MESSAGE } from '../../../../shared/xero/accounting-schemas';
import { ProFeature } from '../../../components/available-on-pro';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';

/** 002 §4's hint under a disabled Submit to Xero. */

type ToolbarProps = {
  weekEnding: string;
  onWeek: (weekEnding: string) => void;
  onStep: (weeks: number) => void;
  employees: { id: number; name: string }[];
  employeeId: string;
  onEmployee: (id: string) => void;
  onNew: () => void;
  starting: boolean;
  onSubmit: () => void;
  submitting: boolean;
  /** null while the connection is being read. */
  connected: boolean | null;
};

/**
 * 002 §2: Previous Week, Next Week and the week's ending date; the employee picker and New
 * Timesheet; Submit to Xero, disabled with 002 §4's hint while Xero is not connected.
 */
export function WeekToolbar(props: ToolbarProps) {
  const { weekEnding, onWeek, onStep, employees, employeeId, onEmployee } = props;
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <div className="grid gap-1.5">
        <Label htmlFor="weekly-week-ending">Week ending</Label>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button variant="outline" onClick={() => onStep(-1)} className="max-sm:px-2 max-sm:text-sm">
            <ChevronLeft aria-hidden="true" className="max-sm:hidden" />
            Previous Week
          </Button>
          <Button variant="outline" onClick={() => onStep(1)} className="max-sm:px-2 max-sm:text-sm">
            Next Week
            <ChevronRight aria-hidden="true" className="max-sm:hidden" />
          </Button>
          <Input
            id="weekly-week-ending"
            type="date"
            value={weekEnding}
            onChange={(e) => e.target.value && onWeek(e.target.value)}
            className="max-sm:col-span-2 sm:w-44"
          />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end lg:grid-cols-[minmax(0,16rem)_auto_auto] lg:justify-start">
        <div className="grid gap-1.5">
          <Label htmlFor="weekly-employee">Employee</Label>
          <Select value={employeeId} onValueChange={onEmployee}>
            <SelectTrigger id="weekly-employee">
              <SelectValue placeholder="Select employee" />
            </SelectTrigger>
            <SelectContent>
              {employees.map((e) => (
                <SelectItem key={e.id} value={String(e.id)}>
                  {e.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button onClick={props.onNew} disabled={props.starting}>
          {props.starting ? <Spinner /> : <Plus aria-hidden="true" />}
          New Timesheet
        </Button>
        <div className="grid gap-1 sm:col-span-2 lg:col-span-1">
          <ProFeature label="Submit to Xero" variant="secondary">
            <Button
              variant="secondary"
              onClick={props.onSubmit}
              disabled={props.connected !== true || props.submitting}
              aria-describedby={props.connected === false ? 'weekly-xero-hint' : undefined}
            >
              {props.submitting ? <Spinner /> : <Send aria-hidden="true" />}
              Submit to Xero
            </Button>
          </ProFeature>
          {props.connected === false && (
            <p id="weekly-xero-hint" className="text-sm text-ink-muted lg:max-w-56">
              {XERO_NOT_CONNECTED_MESSAGE}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}

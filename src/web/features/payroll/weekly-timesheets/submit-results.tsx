import { CircleCheck, CircleX } from 'lucide-react';
import type { SubmissionResult } from '../../../../shared/payroll/schemas';
import { Card } from '../../../components/ui/card';
import { failureTitle } from '../submission';

/** What the last Submit to Xero did, sheet by sheet (sent, updated, or refused with 002 §8's title). */
export function SubmitResults({ results }: { results: SubmissionResult[] }) {
  return (
    <Card className="grid gap-3 p-4 sm:p-5" role="status" aria-label="Xero submission">
      <h2 className="text-lg font-bold">Submitted to Xero</h2>
      <ul className="grid gap-2">
        {results.map((r) => (
          <li key={`${r.userId}-${r.startDate}`} className="flex gap-2 text-sm">
            {r.status === 'failed' ? (
              <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
            ) : (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            )}
            <span>
              <span className="font-semibold">{r.workerName}</span>
              {r.status === 'failed' ? ` — ${failureTitle(r.code)}: ` : ` — ${r.totalHours ?? '0.00'} h. `}
              {r.message}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

import { CheckCircle2, Send } from 'lucide-react';
import { MockScreen } from './mock-parts';
import { LandingBadge, landingButton } from './landing-ui';

/** Hours per day from the approved dockets; above 8 h a day counts as overtime. */
const days = [
  { day: 'Mon 10', ordinary: '8.0', overtime: '0.0' },
  { day: 'Tue 11', ordinary: '8.0', overtime: '0.5' },
  { day: 'Wed 12', ordinary: '8.0', overtime: '1.5' },
  { day: 'Thu 13', ordinary: '8.0', overtime: '0.0' },
  { day: 'Fri 14', ordinary: '6.0', overtime: '0.0' },
] as const;

const cell = 'px-2 py-2 text-right tabular-nums';

/** Step 4, Timesheets: the payroll week built from the same dockets. */
export function PayrollMock() {
  return (
    <MockScreen title="Timesheet · Liam Walsh" aside={<LandingBadge variant="blue">W/E 16 Mar</LandingBadge>}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-line text-xs text-ink-muted uppercase">
            <th className="py-2 pr-2 text-left font-semibold">Day</th>
            <th className="px-2 py-2 text-right font-semibold">Ordinary</th>
            <th className="px-2 py-2 text-right font-semibold">Overtime</th>
            <th className="py-2 pl-2 text-right font-semibold">Dockets</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} className="border-b border-line">
              <td className="py-2 pr-2 font-semibold whitespace-nowrap">{d.day}</td>
              <td className={cell}>{d.ordinary}</td>
              <td
                className={
                  d.overtime === '0.0' ? `${cell} text-ink-muted` : `${cell} font-bold text-brand-text`
                }
              >
                {d.overtime}
              </td>
              <td className="py-2 pl-2 text-right">
                <span className="inline-flex items-center gap-1 text-xs font-semibold text-green-800">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  Signed
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-extrabold">
            <td className="py-2 pr-2">Total</td>
            <td className={cell}>38.0 h</td>
            <td className={`${cell} text-brand-text`}>2.0 h</td>
            <td className="py-2 pl-2 text-right tabular-nums">40.0 h</td>
          </tr>
        </tfoot>
      </table>
      <div className="mt-3 flex items-center justify-between gap-3">
        <p className="text-xs text-ink-muted">Overtime after 8 h a day</p>
        <span className={landingButton({ size: 'sm', className: 'pointer-events-none' })}>
          <Send aria-hidden="true" />
          Submit to Xero
        </span>
      </div>
    </MockScreen>
  );
}

import { addDays, mondayOf, todayIn, weekdayIndex } from '../../shared/dates';
import type { Db } from '../db/client';
import { createDocket, signaturePng } from '../db/factories';
import type { DemoCompany } from './demo-company';

const WEEKS = 4;

type Plan = Parameters<typeof createDocket>[1];

/** Weekdays after `day` up to and including `today` (0 for the latest weekday on or before today). */
export function weekdaysSince(day: string, today: string): number {
  let n = 0;
  for (let d = addDays(day, 1); d <= today; d = addDays(d, 1)) if (weekdayIndex(d) <= 4) n++;
  return n;
}

/**
 * How far a stormwater docket has got: the last two working days are still drafts (counted in
 * weekdays, so a weekend or a Monday still has some), the past week waits for the foreman.
 */
export function stageOf(day: string, today: string): 'draft' | 'pending_approval' | 'approved' {
  if (weekdaysSince(day, today) <= 1) return 'draft';
  const age = (Date.parse(today) - Date.parse(day)) / 86_400_000;
  return age <= 6 ? 'pending_approval' : 'approved';
}

/**
 * Four weeks of weekday dockets for every demo worker, in every status: recent ones still draft or
 * waiting for the foreman, older ones approved, the oldest invoiced, with a reverted and a void one.
 */
export async function createDemoDockets(db: Db, demo: DemoCompany, now = new Date()) {
  const today = todayIn(demo.company.timeZone, now);
  const first = addDays(today, -WEEKS * 7 + 1);
  const { stormwater, townhouses, depot } = demo.projects;
  const { megan } = demo.foremen;
  // A week ago Monday, Liam's day is the reverted docket below (a worker's dockets never overlap).
  const aWeekAgo = addDays(today, -7 - weekdayIndex(today));
  const latest = now.getTime() - 60_000;
  let count = 0;

  for (const [w, worker] of demo.workers.entries()) {
    for (let day = first; day <= today; day = addDays(day, 1)) {
      if (weekdayIndex(day) > 4) continue;
      if (worker.id === demo.users.liam.id && day === aWeekAgo) continue;
      const age = (Date.parse(today) - Date.parse(day)) / 86_400_000;
      /**
       * Recorded at the end of the day (15:30–16:40 in Sydney), signed a little later; today's
       * drafts, when the day is not over yet, were filled in ahead: never after 'now'.
       */
      const at = (minutes: number) =>
        new Date(Math.min(Date.parse(`${day}T04:30:00Z`) + (minutes + w * 7) * 60_000, latest - w * 60_000));
      const base = {
        companyId: demo.company.id,
        workerId: worker.id,
        date: day,
        createdAt: at(0),
        updatedAt: at(0),
      };
      const slot = (weekdayIndex(day) + w) % 5;
      let plan: Plan;

      if (slot === 4 && w === 2) {
        plan = {
          ...base,
          status: 'approved',
          entryType: 'non-billable',
          startTime: '07:00',
          endTime: '11:00',
          breakMinutes: 0,
          description: 'Toolbox talk, site induction and plant pre-start checks',
        };
      } else if (slot <= 1) {
        const stage = stageOf(day, today);
        plan = {
          ...base,
          projectId: stormwater.id,
          status: stage,
          notes: 'Pipe laying between pits 3 and 4; traffic control by council.',
          lineItems: [
            {
              projectRateItemId: demo.items.stormwater.labour.id,
              name: 'Labourer',
              unit: 'hr',
              rate: '72.00',
              taxRate: '10',
              entryType: 'time',
              startTime: '06:30',
              endTime: '15:30',
              breakMinutes: 30,
            },
            ...(w === 0
              ? [
                  {
                    projectRateItemId: demo.items.stormwater.excavator.id,
                    name: 'Excavator 5t (wet hire)',
                    unit: 'hr',
                    rate: '135.00',
                    taxRate: '10',
                    entryType: 'qty' as const,
                    quantity: '6.50',
                  },
                ]
              : []),
            ...(slot === 1
              ? [
                  {
                    projectRateItemId: demo.items.stormwater.tipper.id,
                    name: 'Tipper Truck',
                    unit: 'load',
                    rate: '180.00',
                    taxRate: '10',
                    entryType: 'qty' as const,
                    quantity: '3.00',
                  },
                ]
              : []),
          ],
          ...(stage !== 'draft'
            ? { foremanId: megan.id, foremanName: megan.foremanName, foremanEmail: megan.foremanEmail }
            : {}),
          ...(stage === 'approved'
            ? {
                signature: signaturePng(7),
                signedAt: at(75),
                approvedByName: megan.foremanName,
                approvalMethod: 'project_code',
              }
            : {}),
          events: [
            ...(stage !== 'draft'
              ? [
                  {
                    eventType: 'pending_approval',
                    createdAt: at(2),
                    details: { foremanName: megan.foremanName },
                  },
                  {
                    eventType: 'approval_request_sent',
                    createdAt: at(2),
                    details: { recipient: megan.foremanEmail },
                  },
                ]
              : []),
            ...(stage === 'approved'
              ? [
                  {
                    eventType: 'approved',
                    createdAt: at(75),
                    details: {
                      approverName: megan.foremanName,
                      approverRole: 'foreman',
                      approvalMethod: 'project_code',
                    },
                  },
                ]
              : []),
          ],
        };
      } else {
        const onDepot = slot === 4 && w === 0;
        plan = {
          ...base,
          projectId: onDepot ? depot.id : townhouses.id,
          status: 'approved',
          notes: onDepot
            ? 'Boxing out the wash-down bay.'
            : 'Footings for lots 3 and 4; pour booked for Friday.',
          lineItems: onDepot
            ? [
                {
                  projectRateItemId: demo.items.depot.labour.id,
                  name: 'Labourer',
                  unit: 'hr',
                  rate: '68.00',
                  taxRate: '10',
                  entryType: 'time',
                  startTime: '07:00',
                  endTime: '15:30',
                  breakMinutes: 30,
                },
              ]
            : [
                {
                  projectRateItemId: demo.items.townhouses.labour.id,
                  name: 'Concrete Finisher',
                  unit: 'hr',
                  rate: '92.00',
                  taxRate: '10',
                  entryType: 'time',
                  startTime: '07:00',
                  endTime: '15:30',
                  breakMinutes: 30,
                },
                ...(slot === 3
                  ? [
                      {
                        projectRateItemId: demo.items.townhouses.formwork.id,
                        name: 'Formwork',
                        unit: 'm²',
                        rate: '48.50',
                        taxRate: '10',
                        entryType: 'qty' as const,
                        quantity: '18.25',
                      },
                    ]
                  : []),
              ],
        };
      }
      if (plan.status === 'approved' && plan.projectId && age > 14) {
        const invoicedAt = new Date(`${mondayOf(addDays(day, 7))}T23:00:00Z`);
        plan = {
          ...plan,
          invoiced: true,
          invoiceNumber: `INV-${String(1040 + Math.floor(age / 7)).padStart(4, '0')}`,
          invoicedAt,
        };
        plan.events = [
          ...(plan.events ?? []),
          { eventType: 'invoiced', createdAt: invoicedAt, details: { invoiceNumber: plan.invoiceNumber } },
        ];
      }
      await createDocket(db, plan);
      count++;
    }
  }

  // One each of the rarer states, so every badge can be seen.
  const recorded = new Date(`${aWeekAgo}T05:00:00Z`);
  const reverted = {
    companyId: demo.company.id,
    workerId: demo.users.liam.id,
    date: aWeekAgo,
    projectId: stormwater.id,
    createdAt: recorded,
    updatedAt: recorded,
  };
  await createDocket(db, {
    ...reverted,
    status: 'reverted',
    notes: 'Hours disputed by council: please check the finish time.',
    lineItems: [
      {
        projectRateItemId: demo.items.stormwater.labour.id,
        name: 'Labourer',
        unit: 'hr',
        rate: '72.00',
        taxRate: '10',
        entryType: 'time',
        startTime: '06:30',
        endTime: '17:30',
        breakMinutes: 30,
      },
    ],
    events: [
      {
        eventType: 'reverted_to_draft',
        createdAt: new Date(recorded.getTime() + 3_600_000),
        details: { approverName: megan.foremanName },
      },
    ],
  });
  await createDocket(db, {
    ...reverted,
    workerId: demo.users.tom.id,
    status: 'void',
    notes: 'Entered twice by mistake.',
    lineItems: [
      {
        projectRateItemId: demo.items.stormwater.labour.id,
        name: 'Labourer',
        unit: 'hr',
        rate: '72.00',
        taxRate: '10',
        entryType: 'time',
        startTime: '06:30',
        endTime: '15:30',
        breakMinutes: 30,
      },
    ],
    events: [{ eventType: 'voided', createdAt: new Date(recorded.getTime() + 600_000) }],
  });
  return count + 2;
}

import { describe, expect, it } from 'vitest';
import { createIssues, hasWork, MSG, workItemIssues } from './docket-rules';

const day = { startTime: '07:00', endTime: '15:30', breakMinutes: 30 };
const labour = { projectRateItemId: 9, entryType: 'time' as const, ...day };
const at = (issues: { path: (string | number)[]; message: string }[]) =>
  issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);

describe('the create rules (spec 001 §5)', () => {
  it('accepts project work with a rate item and time, and non-billable activity with its times', () => {
    expect(createIssues({ entryType: 'billable', projectId: 3, lineItems: [labour] })).toEqual([]);
    expect(createIssues({ entryType: 'non-billable', description: 'Induction', ...day })).toEqual([]);
  });

  it('reads a body without an entry type as billable when it names a project', () => {
    expect(at(createIssues({ projectId: 3, lineItems: [], status: 'approved' }))).toEqual([
      `lineItems: ${MSG.noWork}`,
    ]);
    expect(at(createIssues({ startTime: '07:00' }))).toEqual([`description: ${MSG.nonBillable}`]);
  });

  it('names each broken rule at its field', () => {
    const items = [
      { ...labour, projectRateItemId: null },
      { ...labour, startTime: null },
      { ...labour, endTime: '' },
      { ...labour, endTime: '06:00' },
    ];
    expect(at(createIssues({ entryType: 'billable', projectId: null, lineItems: items }))).toEqual([
      `projectId: ${MSG.project}`,
      `lineItems.0.projectRateItemId: ${MSG.rateItem}`,
      `lineItems.1.startTime: ${MSG.start}`,
      `lineItems.2.endTime: ${MSG.end}`,
      `lineItems.3.endTime: ${MSG.endAfterStart}`,
    ]);
  });

  it("checks the quick add's one rate item on the docket's own times", () => {
    const quickAdd = {
      entryType: 'billable' as const,
      projectId: 3,
      projectRateItemId: 9,
      status: 'approved',
    };
    expect(createIssues({ ...quickAdd, ...day })).toEqual([]);
    expect(at(createIssues({ ...quickAdd, ...day, endTime: '07:00' }))).toEqual([
      `endTime: ${MSG.endAfterStart}`,
      `(body): ${MSG.noWork}`,
    ]);
    expect(at(createIssues({ ...quickAdd, ...day, breakMinutes: 510 }))).toEqual([`(body): ${MSG.noWork}`]);
  });

  it('lets only a draft wait for its work items; a list must hold work whatever the status', () => {
    expect(createIssues({ entryType: 'billable', projectId: 3, status: 'draft' })).toEqual([]);
    expect(at(createIssues({ entryType: 'billable', projectId: 3, status: 'approved' }))).toEqual([
      `lineItems: ${MSG.noWork}`,
    ]);
    const none = [{ projectRateItemId: 9, entryType: 'qty' as const, quantity: '0.00' }];
    expect(
      at(createIssues({ entryType: 'billable', projectId: 3, status: 'draft', lineItems: none })),
    ).toEqual([`lineItems: ${MSG.noWork}`]);
  });

  it('saves only items with work: a positive quantity or time range', () => {
    const zero = { ...labour, breakMinutes: 510 };
    expect(
      [labour, zero, { projectRateItemId: 9, entryType: 'qty' as const, quantity: '2' }].map(hasWork),
    ).toEqual([true, false, true]);
    expect(workItemIssues([labour, zero])).toEqual([]);
  });
});

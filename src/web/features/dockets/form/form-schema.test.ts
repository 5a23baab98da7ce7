import { describe, expect, it } from 'vitest';
import { createDocketBody, MSG } from '../../../../shared/dockets/schemas';
import { SPEC_DEFAULTS } from '../default-times';
import { docketFormSchema } from './form-schema';
import { createBody, newDocketValues, workItem, type DocketFormValues } from './form-values';

const messages = (values: DocketFormValues) => {
  const result = docketFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const billable = (patch: Partial<DocketFormValues> = {}): DocketFormValues => ({
  ...newDocketValues('2026-03-07', null),
  projectId: 3,
  lineItems: [{ ...workItem(SPEC_DEFAULTS.workItem), projectRateItemId: 9 }],
  ...patch,
});

describe('docketFormSchema (spec 001 §5)', () => {
  it('accepts a day of project work', () => {
    expect(messages(billable())).toEqual([]);
  });

  it('asks for the date, the project and a rate item on each row', () => {
    const values = billable({ date: '', projectId: null, lineItems: [workItem(SPEC_DEFAULTS.workItem)] });
    expect(messages(values)[0]).toBe(`date: ${MSG.date}`);
    expect(messages(values)).toEqual(
      expect.arrayContaining([`projectId: ${MSG.project}`, `lineItems.0.projectRateItemId: ${MSG.rateItem}`]),
    );
  });

  it('needs at least one row with a quantity or a time span', () => {
    const empty = { ...workItem(SPEC_DEFAULTS.workItem), projectRateItemId: 9, entryType: 'qty' as const };
    expect(messages(billable({ lineItems: [empty] }))).toEqual([`lineItems: ${MSG.noWork}`]);
    expect(messages(billable({ lineItems: [{ ...empty, quantity: '-1' }] }))).toContain(
      'lineItems.0.quantity: Quantity must be a number of 0 or more',
    );
  });

  it('checks non-billable activity', () => {
    const activity = { ...billable(), entryType: 'non-billable' as const };
    expect(messages(activity)).toEqual([`description: ${MSG.nonBillable}`]);
    expect(messages({ ...activity, description: 'Induction', endTime: '05:00' })).toEqual([
      `endTime: ${MSG.endAfterStart}`,
    ]);
  });
});

describe('the form and the server apply one set of rules', () => {
  const time = { ...workItem(SPEC_DEFAULTS.workItem), projectRateItemId: 9 };
  const cases: [string, DocketFormValues][] = [
    ['a day of project work', billable()],
    ['no project', billable({ projectId: null })],
    ['a row without a rate item', billable({ lineItems: [workItem(SPEC_DEFAULTS.workItem)] })],
    ['a row that ends before it starts', billable({ lineItems: [time, { ...time, endTime: '05:00' }] })],
    ['no row with work', billable({ lineItems: [{ ...time, entryType: 'qty', quantity: '0' }] })],
    [
      'a break as long as the row, beside a row with work',
      billable({ lineItems: [time, { ...time, breakMinutes: 570 }] }),
    ],
    ['a bad quantity', billable({ lineItems: [{ ...time, entryType: 'qty', quantity: '1.234' }] })],
    ['non-billable without a description', { ...billable(), entryType: 'non-billable' }],
    [
      'non-billable ending before it starts',
      { ...billable(), entryType: 'non-billable', description: 'Induction', endTime: '05:00' },
    ],
  ];
  it.each(cases)(
    '%s: the server refuses with one of the form’s messages, or both accept',
    (_name, values) => {
      const server = createDocketBody.safeParse(createBody(values, 'approved'));
      const first = server.error?.issues[0];
      if (!first) expect(messages(values)).toEqual([]);
      else expect(messages(values)).toContain(`${first.path.join('.')}: ${first.message}`);
    },
  );
});

describe('createBody', () => {
  it('sends work items in the shape of the API', () => {
    const body = createBody(billable({ notes: '  Pour booked ' }), 'approved');
    expect(body).toEqual({
      date: '2026-03-07',
      notes: 'Pour booked',
      countOnTimesheet: true,
      status: 'approved',
      entryType: 'billable',
      projectId: 3,
      lineItems: [
        {
          projectRateItemId: 9,
          entryType: 'time',
          startTime: '06:30',
          endTime: '16:00',
          breakMinutes: 30,
          notes: null,
        },
      ],
    });
  });
});

describe('text limits (issue 29)', () => {
  it('says the limit of the docket’s notes and of a work item’s notes at the field', () => {
    const long = billable({ notes: 'n'.repeat(5001) });
    expect(messages(long)).toEqual(['notes: Notes can be at most 5,000 characters']);
    const item = billable().lineItems[0]!;
    expect(messages(billable({ lineItems: [{ ...item, notes: 'n'.repeat(2001) }] }))).toEqual([
      'lineItems.0.notes: Notes can be at most 2,000 characters',
    ]);
    expect(messages(billable({ notes: 'n'.repeat(5000) }))).toEqual([]);
  });
});

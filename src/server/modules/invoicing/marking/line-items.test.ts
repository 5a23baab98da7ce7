import { describe, expect, it } from 'vitest';
import type { BodyPart } from '../../../../shared/api/call-shape';
import { body, type TestApp } from '../../../../../tests/support/app';
import { client } from '../../../../../tests/support/client';
import { invoicingApp, LABOUR, type InvoicingCompany } from '../../../../../tests/support/invoices';

/** POST /api/timesheets/line-items (002 §7): the billing items of several dockets, or of one. */

type Refusal = { message: string; code: string; field?: string; timesheetId?: number };

let t: TestApp;
let co: InvoicingCompany;
let other: InvoicingCompany;
invoicingApp((app, [a, b]) => ([t, co, other] = [app, a!, b!]));

const call = client(() => t);
type Sent = BodyPart<'POST /api/timesheets/line-items'>['body'];
const post = (sent: Sent, who = co.team.office) =>
  call('POST /api/timesheets/line-items', who, { body: sent });
const itemsOf = async (id: number) =>
  (await call('GET /api/timesheets/:id/line-items', co.team.office, { params: { id } })).json();

describe('the line items of several dockets', () => {
  it("gives each docket's items, in the order asked, as the one-docket read gives them", async () => {
    const a = await co.docket({
      lineItems: [
        LABOUR('06:00', '10:00'),
        { name: 'Tip fees', unit: 'load', rate: '95.45', taxRate: '0', quantity: '3' },
      ],
    });
    const b = await co.docket({ status: 'draft' });
    const res = await post({ docketIds: [b.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toEqual([...(await itemsOf(b.id)), ...(await itemsOf(a.id))]);
    expect(items.filter((i) => i.timesheetId === a.id).map((i) => [i.name, i.value])).toEqual([
      ['Labourer', '288.20'],
      ['Tip fees', '286.35'],
    ]);
    expect((await post({ timesheetId: a.id })).json()).toEqual(await itemsOf(a.id));
  });

  it("answers another company's docket as one that does not exist (404), whoever asks", async () => {
    const mine = await co.docket();
    const theirs = await other.docket();
    const missing = 2_000_000_000;
    for (const [payload, id, field] of [
      [{ docketIds: [mine.id, theirs.id] }, theirs.id, 'docketIds'],
      [{ timesheetId: theirs.id }, theirs.id, 'timesheetId'],
      [{ docketIds: [missing] }, missing, 'docketIds'],
    ] satisfies [Sent, number, string][]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(404);
      expect(body<Refusal>(res)).toEqual({
        message: `Docket #${id} not found`,
        code: 'NOT_FOUND',
        field,
        timesheetId: id,
      });
    }
    expect((await post({ docketIds: [theirs.id] }, other.team.admin)).statusCode).toBe(200);
  });

  it('refuses a body without dockets, or with bad or too many ids (400)', async () => {
    const select = 'Please select at least one docket';
    const cases: [object, string, string][] = [
      [{}, 'docketIds', select],
      [{ docketIds: [] }, 'docketIds', select],
      [{ docketIds: ['12'] }, 'docketIds.0', 'Invalid id'],
      [{ docketIds: [-1] }, 'docketIds.0', 'Invalid id'],
      [{ timesheetId: 1.5 }, 'timesheetId', 'Invalid id'],
      [
        { docketIds: Array.from({ length: 501 }, (_, i) => i + 1) },
        'docketIds',
        'At most 500 dockets at a time',
      ],
    ];
    for (const [payload, field, message] of cases) {
      // raw: these bodies are what the schema refuses.
      const res = await call('POST /api/timesheets/line-items', co.team.office, { raw: payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(body(res)).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    }
  });

  it('is for admin and office only (403)', async () => {
    const d = await co.docket();
    expect((await post({ docketIds: [d.id] }, co.team.admin)).statusCode).toBe(200);
    for (const who of [co.team.worker, co.team.foreman])
      expect((await post({ docketIds: [d.id] }, who)).statusCode).toBe(403);
  });
});

import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { docketReplyFigures, itemReplyFigures } from '../../../shared/dockets/docket-reply';
import { can } from '../../../shared/roles';
import type { DocketReply } from '../../../shared/dockets/schemas';
import type { Actor } from '../../access/sessions';
import type { VisibleDocket } from './access';
import type { Db, Tx } from '../../db/client';
import { docketLineItems, dockets, projects, users } from '../../db/schema';

type DocketRow = typeof dockets.$inferSelect;
export type ItemRow = typeof docketLineItems.$inferSelect;

/** The work item columns a reply reads (not the company, the position or when it was written). */
export const {
  companyId: _itemCompany,
  position: _position,
  createdAt: _itemCreatedAt,
  ...itemReplyColumns
} = getTableColumns(docketLineItems);
export type ItemReplyRow = Omit<ItemRow, 'companyId' | 'position' | 'createdAt'>;

function itemView(item: ItemReplyRow, money: boolean) {
  const { hours, value } = itemReplyFigures(item, money);
  const base = {
    id: item.id,
    timesheetId: item.docketId,
    projectRateItemId: item.projectRateItemId,
    entryType: item.entryType,
    quantity: item.quantity,
    startTime: item.startTime,
    endTime: item.endTime,
    breakMinutes: item.breakMinutes,
    notes: item.notes,
    name: item.name,
    description: item.description,
    unit: item.unit,
    hours,
  };
  return money ? { ...base, rate: item.rate, taxRate: item.taxRate, value } : base;
}

/** What a docket's reply shows of its project and worker. */
export type DocketContext = {
  projectName: string | null;
  jobNumber: string | null;
  requireApproval: boolean | null;
  firstName: string;
  lastName: string;
  username: string;
};

/** The columns of that context, for a select that joins projects and users to dockets. */
export const docketContextColumns = {
  projectName: projects.name,
  jobNumber: projects.jobNumber,
  requireApproval: projects.requireApproval,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};

/** Every docket column but the signature image (up to 200 KB), which only single-docket replies carry. */
export const { signature: _signature, ...docketColumnsWithoutSignature } = getTableColumns(dockets);

/** Of those, the columns a reply reads (not the work span, the approver's id, when it was invoiced). */
export const {
  workSpan: _workSpan,
  approvedByUserId: _approvedByUserId,
  invoicedAt: _invoicedAt,
  ...docketReplyColumns
} = docketColumnsWithoutSignature;
type DocketReplyRow = Omit<DocketRow, 'signature' | 'workSpan' | 'approvedByUserId' | 'invoicedAt'>;

/**
 * One docket as the API returns it, with its figures from the shared reply rules (docket-reply.ts,
 * which the phone's preview of a queued change uses too) and money only when `money` is true.
 */
export function docketReply(
  d: DocketReplyRow | (DocketReplyRow & Pick<DocketRow, 'signature'>),
  context: DocketContext,
  lineItems: ItemReplyRow[],
  money: boolean,
): DocketReply {
  const { projectName, jobNumber, requireApproval, firstName, lastName, username } = context;
  return {
    id: d.id,
    companyId: d.companyId,
    workerId: d.workerId,
    projectId: d.projectId,
    foremanId: d.foremanId,
    foremanName: d.foremanName,
    foremanEmail: d.foremanEmail,
    date: d.date,
    status: d.status,
    entryType: d.entryType,
    startTime: d.startTime,
    endTime: d.endTime,
    breakMinutes: d.breakMinutes,
    description: d.description,
    notes: d.notes,
    ...('signature' in d ? { signature: d.signature } : {}),
    signedAt: d.signedAt,
    approvedByName: d.approvedByName,
    approvalMethod: d.approvalMethod,
    approvalDeviceOwner: d.approvalDeviceOwner,
    contentHash: d.contentHash,
    countOnTimesheet: d.countOnTimesheet,
    invoiced: d.invoiced,
    invoiceNumber: d.invoiceNumber,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    projectName,
    jobNumber,
    requireApproval: requireApproval ?? false,
    ...docketReplyFigures({ ...d, lineItems }, money),
    worker: { firstName, lastName, username },
    lineItems: lineItems.map((item) => itemView(item, money)),
  };
}

export const seesMoney = (viewer: Actor | { money: boolean }) =>
  'money' in viewer ? viewer.money : can(viewer.role, 'money.read');

/**
 * Dockets as the API returns them: with project, worker, work items and totals from the shared
 * docket math; money only for roles that may see it; the signature image only when asked for.
 */
export async function docketViews(
  db: Db | Tx,
  viewer: Actor | { money: boolean },
  rows: DocketRow[],
  options: { withSignature?: boolean } = {},
): Promise<DocketReply[]> {
  if (!rows.length) return [];
  const ids = rows.map((d) => d.id);
  const items = await db
    .select()
    .from(docketLineItems)
    .where(inArray(docketLineItems.docketId, ids))
    .orderBy(asc(docketLineItems.position), asc(docketLineItems.id));
  const context = await db
    .select({ id: dockets.id, ...docketContextColumns })
    .from(dockets)
    .leftJoin(projects, eq(projects.id, dockets.projectId))
    .innerJoin(users, eq(users.id, dockets.workerId))
    .where(inArray(dockets.id, ids));
  const contextOf = new Map(context.map((c) => [c.id, c]));
  const itemsOf = new Map<number, ItemRow[]>();
  for (const item of items) itemsOf.set(item.docketId, [...(itemsOf.get(item.docketId) ?? []), item]);
  const money = seesMoney(viewer);
  return rows.map((row) => {
    const { signature, ...d } = row;
    return docketReply(
      options.withSignature ? { ...d, signature } : d,
      contextOf.get(row.id)!,
      itemsOf.get(row.id) ?? [],
      money,
    );
  });
}

/**
 * One docket as the API returns it, read afresh (after a change, its new state). It takes a docket
 * found through a scope (access.ts), never a bare id: reading by id without a scope cannot compile.
 */
export async function docketView(db: Db | Tx, viewer: Actor | { money: boolean }, docket: VisibleDocket) {
  const [row] = await db.select().from(dockets).where(eq(dockets.id, docket.id));
  return (await docketViews(db, viewer, [row!], { withSignature: true }))[0]!;
}

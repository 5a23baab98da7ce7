import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { docketFigures, sumFigures, Figures } from '../../../shared/dockets/docket-math';
import type { DocketReply } from '../../../shared/dockets/schemas';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { inTotalsScope } from '../../db/docket-counting';
import { dockets } from '../../db/schema';
import { visibleDockets } from './access';
import { companyWeek } from './lists';
import { docketViews } from './views';

/** Exact figures of a docket as replied to a role that sees money (rates are in its items). */
const figuresOf = (d: DocketReply) =>
  docketFigures({
    ...d,
    lineItems: d.lineItems.map((i) => ({ ...i, rate: i.rate ?? '0', taxRate: i.taxRate ?? '0' })),
  });

/**
 * What the office needs at a glance: dockets waiting for a foreman, approved and not yet invoiced
 * (with their value), hours this week by project, and the three most recent dockets.
 */
export async function officeDashboard(db: Db, actor: Actor) {
  const week = await companyWeek(db, actor.companyId);
  const visible = visibleDockets(db, actor);
  const awaiting = await db
    .select()
    .from(dockets)
    .where(and(visible, eq(dockets.status, 'pending_approval')))
    .orderBy(desc(dockets.date))
    .limit(200);
  const toInvoice = await db
    .select()
    .from(dockets)
    .where(
      and(
        visible,
        eq(dockets.status, 'approved'),
        eq(dockets.invoiced, false),
        eq(dockets.entryType, 'billable'),
      ),
    )
    .orderBy(desc(dockets.date))
    .limit(1000);
  const thisWeek = await db
    .select()
    .from(dockets)
    .where(and(visible, gte(dockets.date, week.start), lte(dockets.date, week.end), inTotalsScope()));
  const recent = await db
    .select()
    .from(dockets)
    .where(visible)
    .orderBy(desc(dockets.createdAt), desc(dockets.id))
    .limit(3);

  const [awaitingViews, invoiceViews, weekViews, recentViews] = [
    await docketViews(db, actor, awaiting),
    await docketViews(db, actor, toInvoice),
    await docketViews(db, actor, thisWeek),
    await docketViews(db, actor, recent),
  ];
  const byProject = new Map<string, Figures>();
  for (const d of weekViews) {
    const name = d.projectName ?? 'Non-billable';
    byProject.set(name, (byProject.get(name) ?? new Figures()).plus(figuresOf(d)));
  }
  return {
    week,
    awaitingApproval: { count: awaitingViews.length, dockets: awaitingViews.slice(0, 5) },
    readyToInvoice: {
      count: invoiceViews.length,
      totalValue: sumFigures(invoiceViews.map(figuresOf)).value,
      dockets: invoiceViews.slice(0, 5),
    },
    hoursThisWeek: [...byProject.entries()]
      .map(([projectName, f]) => ({ projectName, hours: f.hours }))
      .sort((a, b) => a.projectName.localeCompare(b.projectName)),
    recentDockets: recentViews,
  };
}

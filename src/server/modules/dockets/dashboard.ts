import { and, asc, desc, eq, gte, isNotNull, lte, or } from 'drizzle-orm';
import { docketFigures, sumFigures, Figures } from '../../../shared/dockets/docket-math';
import type { DocketReply } from '../../../shared/dockets/schemas';
import type { Actor } from '../../access/sessions';
import type { Db } from '../../db/client';
import { inTotalsScope } from '../../db/docket-counting';
import { dockets, projects } from '../../db/schema';
import { visibleProjects } from '../projects/access';
import { projectBudgets } from '../projects/budget';
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
 * The active projects at or past 80 % of a budget (issue 26), the most used first, for a role that
 * reads budgets; each links to its Budgets report.
 */
async function budgetFlags(db: Db, actor: Actor) {
  const budgeted = await db
    .select({
      id: projects.id,
      name: projects.name,
      budgetHours: projects.budgetHours,
      budgetValue: projects.budgetValue,
    })
    .from(projects)
    .where(
      and(
        visibleProjects(db, actor),
        eq(projects.isActive, true),
        or(isNotNull(projects.budgetHours), isNotNull(projects.budgetValue)),
      ),
    )
    .orderBy(asc(projects.name));
  const budgets = await projectBudgets(db, actor, budgeted);
  return budgeted
    .flatMap((p) => {
      const budget = budgets?.get(p.id);
      return budget?.flag
        ? [{ projectId: p.id, projectName: p.name, flag: budget.flag, percent: budget.percent ?? 0 }]
        : [];
    })
    .sort((a, b) => b.percent - a.percent);
}

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
    budgetFlags: await budgetFlags(db, actor),
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isJsonReply, type RouteDefinition } from '../../shared/api/route';
import { can } from '../../shared/roles';
import { moneyPlan, withoutMoney, type MoneyPlan } from '../../shared/schemas/money-field';

const plans = new WeakMap<RouteDefinition, MoneyPlan | null>();

/** Where a route's replies hold money, from the money marks on its reply schemas (worked out once). */
export function moneyPlanOf(route: RouteDefinition): MoneyPlan | null {
  if (plans.has(route)) return plans.get(route) ?? null;
  const found = isJsonReply(route.reply)
    ? Object.values(route.reply)
        .map((schema) => moneyPlan(schema))
        .filter((plan): plan is MoneyPlan => plan !== null)
    : [];
  const plan: MoneyPlan | null =
    found.length === 0 ? null : found.length === 1 ? found[0]! : { kind: 'all', plans: found };
  plans.set(route, plan);
  return plan;
}

/** Who may receive money: a signed-in role with 'money.read'; never a worker, a grant or an anonymous caller. */
export const mayReadMoney = (request: FastifyRequest): boolean =>
  request.actor !== null && can(request.actor.role, 'money.read');

/**
 * The last guard of "workers never receive money", on every route: whatever a service returned, a
 * reply to a caller without 'money.read' (a worker, a foreman's code or link, anyone not signed in)
 * leaves without the fields its reply schema marks as money. Services already omit them; this makes
 * a slip in one of them harmless. Routes whose replies hold no money cost nothing.
 */
export function installMoneyGuard(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const route = request.routeOptions.config.api;
    const plan = route ? moneyPlanOf(route) : null;
    if (!plan || mayReadMoney(request)) return payload;
    return withoutMoney(plan, payload);
  });
}

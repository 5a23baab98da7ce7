import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorCode } from '../../shared/api/error-codes';
import { AVAILABLE_ON_PRO, PRO_REQUIRED_MESSAGE } from '../../shared/billing/plans';
import { apiQuery, type ReplyOf } from './api';
import { failureOf } from './failure';
import { toast } from './toast-store';

/**
 * The company's plan as the web reads it (DECISIONS 'Plans'): GET /api/billing/subscription, for
 * admin and office (the only roles that see Xero features, the billing page and the lapsed banner).
 */
export type Subscription = ReplyOf<'GET /api/billing/subscription'>;
export type Entitlement = Subscription['entitlement'];

export const subscriptionQuery = () => apiQuery('GET /api/billing/subscription');

/** The subscription and entitlement; `enabled` false for roles without billing.read (no call is made). */
export function usePlan(enabled = true): UseQueryResult<Subscription> {
  return useQuery({ ...subscriptionQuery(), enabled });
}

/** A call the server refused because the plan lacks the feature. */
export function isPlanRequired(error: unknown): boolean {
  const failure = failureOf(error);
  return failure?.status === 402 && (failure.code === ErrorCode.PLAN_REQUIRED || failure.code === null);
}

/**
 * Whether a Xero feature is usable: false only when the plan is known and lacks accounting (while
 * it loads, or if it cannot be read, the feature shows as usual and the server decides).
 */
export function useAccounting(): { allowed: boolean; plan: UseQueryResult<Subscription> } {
  const plan = usePlan();
  return { allowed: plan.data?.entitlement.accounting ?? true, plan };
}

/**
 * While signed in as admin or office: any read or action the server refuses with 402 PLAN_REQUIRED
 * means the plan changed under the page (a subscription ended), so the plan is read again and every
 * Xero button turns into 'Available on PRO'. A refused action already toasts the server's words
 * ('Available on PRO: …'); a refused read toasts them here, as its screen only says it failed.
 */
export function usePlanRequiredWatch(active: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const refresh = (error: unknown) => {
      if (!isPlanRequired(error)) return false;
      void client.invalidateQueries({ queryKey: subscriptionQuery().queryKey });
      return true;
    };
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (!refresh(event.action.error)) return;
      toast({
        variant: 'destructive',
        title: AVAILABLE_ON_PRO,
        description: failureOf(event.action.error)?.message ?? PRO_REQUIRED_MESSAGE,
      });
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refresh(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [active, client]);
}

/** Whole days from `now` until `iso`, rounded up, never below 0 ('Trial: 3 days left'). */
export function daysLeft(iso: string, now: number = Date.now()): number {
  const ms = new Date(iso).getTime() - now;
  return ms > 0 ? Math.ceil(ms / 86_400_000) : 0;
}

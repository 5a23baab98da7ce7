import { useCallback, useState } from 'react';
import { can, type Role } from '../../../shared/roles';
import { useCompanyRateItems } from '../../features/projects/api/get-company-rate-items';
import { useProjects } from '../../features/projects/api/get-projects';
import { readStored, writeStored } from '../../lib/storage-keys';

/** What the company still lacks before workers can submit dockets (spec 002 §2 "Banners"). */
export type SetupGaps = { rateItems: boolean; projects: boolean };

/** Only admin and office are checked and see the banner (spec 002 §6). */
export const checksSetup = (role: Role): boolean => can(role, 'companyRateItems.manage');

/**
 * Reads the company's rate items and projects (the same cache entries as Settings and Projects, so
 * adding the first one updates the banner). Undefined until both are known, or when not checked.
 */
export function useSetupGaps(companyId: number, role: Role): SetupGaps | undefined {
  const enabled = checksSetup(role);
  const rateItems = useCompanyRateItems(companyId, enabled);
  const projects = useProjects(companyId, enabled);
  if (!enabled || !rateItems.data || !projects.data) return undefined;
  return { rateItems: rateItems.data.length === 0, projects: projects.data.length === 0 };
}

/** localStorage key of a company's dismissal; remembered per company (spec 002 §9). */
export const dismissalKey = (companyId: number) => `setupBannerDismissed:${companyId}`;

/** Whether this company's banner was dismissed on this device, and a way to dismiss it. */
export function useDismissal(companyId: number): [boolean, () => void] {
  const [dismissedNow, setDismissedNow] = useState<number | null>(null);
  const dismissed = dismissedNow === companyId || readStored('local', dismissalKey(companyId)) === '1';
  const dismiss = useCallback(() => {
    writeStored('local', dismissalKey(companyId), '1');
    setDismissedNow(companyId);
  }, [companyId]);
  return [dismissed, dismiss];
}

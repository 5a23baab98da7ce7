import { useSearchParams } from 'react-router';
import { canChange, isChanger } from '../../../../shared/dockets/docket-policy';
import { can as roleMay } from '../../../../shared/roles';
import { readStored, SESSION_KEYS, writeStored } from '../../../lib/storage-keys';
import { useAuth } from '../../auth/api';
import { editDestination, waitsOnPhone } from '../api';
import { readForemanAccess } from '../foreman/api';
import type { Docket, Viewer } from './types';

/**
 * Who is looking (DECISIONS: a docket only for a session or a valid grant). The e-mailed link's
 * ?grant= wins, as it names this docket; then the session; then a code-access foreman's grant.
 */
export function useViewer(): { loading: boolean; viewer: Viewer | null } {
  const { user, company, loading } = useAuth();
  const [params] = useSearchParams();
  const linkGrant = params.get('grant');
  if (linkGrant) return { loading: false, viewer: { kind: 'grant', grant: linkGrant, via: 'link' } };
  if (loading) return { loading: true, viewer: null };
  if (user && company) return { loading: false, viewer: { kind: 'user', user, company } };
  const stored = readForemanAccess();
  if (stored) return { loading: false, viewer: { kind: 'grant', grant: stored.grant, via: 'code' } };
  return { loading: false, viewer: null };
}

const storedReturn = (): string | null => {
  const path = readStored('session', SESSION_KEYS.docketReturnTo);
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
};

/**
 * Where Back goes (spec 001 §2.4): the stored return address; else /foreman-dashboard for a
 * code-access foreman, /entries for a worker, /timesheets for others. A visitor from the e-mailed
 * link has nowhere to go back to (null).
 */
export function backTarget(viewer: Viewer | null): string | null {
  const stored = storedReturn();
  if (!viewer) return stored;
  if (viewer.kind === 'grant') {
    if (viewer.via === 'link') return null;
    return stored?.startsWith('/foreman-') ? stored : '/foreman-dashboard';
  }
  if (stored && !stored.startsWith('/foreman-')) return stored;
  return roleMay(viewer.user.role, 'dockets.backToTimesheets') ? '/timesheets' : '/entries';
}

/** The foreman lists (public, or a logged-in foreman's /timesheets) open dockets to approve, not edit. */
function cameFromForemanList(viewer: Extract<Viewer, { kind: 'user' }>): boolean {
  const stored = storedReturn();
  return (
    !!stored &&
    (stored.startsWith('/foreman-') ||
      (stored === '/timesheets' && roleMay(viewer.user.role, 'dockets.readOnProjects')))
  );
}

/** Owner, admin and office may change the docket and its Count on Timesheet switch (spec 001 §6). */
export function mayChange(viewer: Viewer, docket: Docket): boolean {
  return viewer.kind === 'user' && isChanger({ role: viewer.user.role, userId: viewer.user.id }, docket);
}

/** The Edit button: changers, unless they came from the foreman list; never on void or invoiced dockets. */
export const showsEdit = (viewer: Viewer, docket: Docket): boolean =>
  viewer.kind === 'user' &&
  canChange({ role: viewer.user.role, userId: viewer.user.id }, docket) &&
  !cameFromForemanList(viewer);

/**
 * Where Edit goes (spec 001 §2.2): a preview opened from the docket's own day page goes back to
 * it and has it open the entry for editing (SESSION_KEYS.editEntryId); otherwise the form itself.
 */
export function editLink(viewer: Extract<Viewer, { kind: 'user' }>, docket: Docket) {
  // A docket still on the phone opens its form directly: the day page reopens server ids only.
  if (waitsOnPhone(docket)) return { to: `/timesheets/${docket.id}/edit`, onOpen: () => undefined };
  const { to, editEntryId } = editDestination(docket, viewer.user.id, storedReturn());
  const onOpen = () => {
    if (editEntryId !== null) writeStored('session', SESSION_KEYS.editEntryId, String(editEntryId));
  };
  return { to, onOpen };
}

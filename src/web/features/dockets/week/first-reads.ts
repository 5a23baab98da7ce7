import { todayIn, weekOf } from '../../../../shared/dates';
import { can } from '../../../../shared/roles';
import type { CompanyReply, UserReply } from '../../../../shared/auth/users-schemas';
import { urlOf } from '../../../lib/url-of';
import { repeatLookback } from '../repeat/repeat-mapping';

/** A person's own dockets in a date range: what weekQuery and Repeat yesterday read. */
export const OWN_DOCKETS_PATH = '/api/users/:id/timesheets';

/**
 * What /entries reads first when it opens on this week with nothing in its address (`search`):
 * the person's own week, and the fortnight Repeat yesterday looks back over; nothing for someone
 * who records no dockets (their page reads another worker's week). The URLs are those of the
 * page's own queries (first-reads.test.ts), so the page takes these replies (lib/early-reads.ts).
 */
export function entriesFirstReads(
  { user, company }: { user: UserReply; company: CompanyReply },
  search: string,
): string[] {
  if (search !== '' || !can(user.role, 'dockets.create')) return [];
  const today = todayIn(company.timeZone);
  const days = weekOf(today);
  const params = { id: user.id };
  return [
    urlOf(OWN_DOCKETS_PATH, params, { startDate: days[0], endDate: days[6] }),
    urlOf(OWN_DOCKETS_PATH, params, repeatLookback(today)),
  ];
}

import { companyHolidays } from '../../src/server/db/schema';
import type { MatrixWorld } from './matrix-fixtures';
import { backOffice, type MatrixRow } from './matrix-harness';

const companyUrl = (w: MatrixWorld, tail: string) => `/api/companies/${w.team.company.id}/${tail}`;

/** A date no other call has used: each holiday of the matrix is a day of its own. */
let dayCounter = 0;
const freshDate = () => {
  const d = new Date(Date.UTC(2030, 0, 1) + dayCounter++ * 86_400_000);
  return d.toISOString().slice(0, 10);
};

/**
 * Missing dockets (issue 17: admin and office, 'dockets.remind'). Another company's admin gets 404
 * from a path naming our company. Remind answers 200 with the delivery (no mail server in the
 * matrix: not_sent).
 */
export const missingDocketRows: MatrixRow[] = [
  {
    route: 'GET /api/companies/:companyId/missing-dockets',
    call: (w) => ({ method: 'GET', url: companyUrl(w, 'missing-dockets') }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/companies/:companyId/missing-dockets/reminders',
    call: (w) => ({
      method: 'POST',
      url: companyUrl(w, 'missing-dockets/reminders'),
      payload: { userId: w.team.worker.id, date: '2026-11-20' },
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/reminder-settings',
    call: (w) => ({ method: 'GET', url: companyUrl(w, 'reminder-settings') }),
    expect: backOffice(200),
  },
  {
    route: 'PUT /api/companies/:companyId/reminder-settings',
    call: (w) => ({
      method: 'PUT',
      url: companyUrl(w, 'reminder-settings'),
      payload: { enabled: false, time: '16:30' },
    }),
    expect: backOffice(200),
  },
  {
    route: 'GET /api/companies/:companyId/holidays',
    call: (w) => ({ method: 'GET', url: companyUrl(w, 'holidays') }),
    expect: backOffice(200),
  },
  {
    route: 'POST /api/companies/:companyId/holidays',
    call: (w) => ({
      method: 'POST',
      url: companyUrl(w, 'holidays'),
      payload: { date: freshDate(), name: 'Matrix day' },
    }),
    expect: backOffice(201),
  },
  {
    route: 'DELETE /api/companies/:companyId/holidays/:holidayId',
    call: async (w) => {
      const [row] = await w.db
        .insert(companyHolidays)
        .values({ companyId: w.team.company.id, date: freshDate(), name: 'Matrix day' })
        .returning();
      return { method: 'DELETE', url: companyUrl(w, `holidays/${row!.id}`) };
    },
    expect: backOffice(200),
  },
];

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isQueuedReply, previewDocket, waitsOnPhone } from './offline-docket';
import { docketKeys } from './api/keys';
import type { AssignedProject, RateItem } from './types';

const user = { id: 3, companyId: 1, firstName: 'Jake', lastName: 'Thompson', username: 'jake' };

describe("the phone's copy of a docket waiting to be sent", () => {
  const client = new QueryClient();
  client.setQueryData(docketKeys.projects(3), [
    { id: 5, name: 'Townhouses', jobNumber: 'HC-1' },
  ] as AssignedProject[]);
  client.setQueryData(docketKeys.rateItems(5), [
    { id: 8, name: 'Concrete Finisher', unit: 'hr' },
  ] as RateItem[]);

  it("shows the quick add's rate item and hours, as the server will record them", () => {
    const body = {
      date: '2026-11-24',
      entryType: 'billable' as const,
      projectId: 5,
      projectRateItemId: 8,
      startTime: '07:00',
      endTime: '15:30',
      breakMinutes: 30,
      status: 'approved' as const,
    };
    const docket = previewDocket(client, user, -1, body, null);
    expect(docket.lineItems.map((i) => [i.name, i.startTime, i.endTime, i.hours])).toEqual([
      ['Concrete Finisher', '07:00', '15:30', '8.00'],
    ]);
    expect([docket.projectName, docket.totalHours]).toEqual(['Townhouses', '8.00']);
    expect(isQueuedReply(docket) && waitsOnPhone(docket)).toBe(true);
  });

  it("keeps the docket's work items when an edit names none", () => {
    const first = previewDocket(
      client,
      user,
      -1,
      { date: '2026-11-24', projectId: 5, projectRateItemId: 8, startTime: '07:00', endTime: '09:00' },
      null,
    );
    const edited = previewDocket(client, user, -1, { notes: 'Pour finished' }, first);
    expect(edited.lineItems).toEqual(first.lineItems);
    expect(edited.notes).toBe('Pour finished');
  });
});

import type { Docket, DocketLineItem } from '../types';

/** Dockets for the Repeat yesterday tests: an approved, signed day on project 3 with a note. */
let nextId = 1;

export const docket = (over: Partial<Docket>): Docket =>
  ({
    id: nextId++,
    companyId: 1,
    workerId: 7,
    projectId: 3,
    date: '2026-11-20',
    status: 'approved',
    entryType: 'billable',
    startTime: '07:00',
    endTime: '15:30',
    breakMinutes: 30,
    description: 'Formwork level 2',
    notes: 'Crane late',
    signature: 'data:image/png;base64,AAAA',
    approvedByName: 'Fred',
    countOnTimesheet: true,
    lineItems: [],
    ...over,
  }) as Docket;

export const item = (over: Partial<DocketLineItem>): DocketLineItem =>
  ({
    id: nextId++,
    timesheetId: 1,
    projectRateItemId: 11,
    entryType: 'time',
    quantity: null,
    startTime: '07:00',
    endTime: '15:30',
    breakMinutes: 30,
    notes: 'item note',
    name: 'Labourer',
    description: null,
    unit: 'hr',
    hours: '8.00',
    ...over,
  }) as DocketLineItem;

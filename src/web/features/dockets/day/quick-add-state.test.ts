import { describe, expect, it } from 'vitest';
import type { AssignedProject } from '../types';
import { canComplete, canSaveDraft, changeQuickAdd, initialQuickAdd, quickAddBody } from './quick-add-state';

const company = { defaultStartTime: '08:00', defaultFinishTime: '17:00' };
const project = (id: number, start: string | null, end: string | null) =>
  ({
    id,
    name: `P${id}`,
    defaultStartTime: start,
    defaultEndTime: end,
    requireApproval: false,
  }) as AssignedProject;
const projects = [project(1, '07:00', '15:30'), project(2, null, null)];

describe('quick add', () => {
  it('starts at the company times with a 30-minute break', () => {
    expect(initialQuickAdd(company, projects)).toMatchObject({
      entryType: 'billable',
      projectId: null,
      startTime: '08:00',
      endTime: '17:00',
      breakMinutes: 30,
    });
  });

  it("moves untouched times to the project's defaults and back", () => {
    const start = initialQuickAdd(company, projects);
    const on1 = changeQuickAdd(start, { projectId: 1 }, company, projects);
    expect(on1).toMatchObject({ startTime: '07:00', endTime: '15:30', breakMinutes: 30 });
    const on2 = changeQuickAdd(on1, { projectId: 2 }, company, projects);
    expect(on2).toMatchObject({ startTime: '08:00', endTime: '17:00' });
  });

  it('keeps times the user chose', () => {
    const start = initialQuickAdd(company, projects);
    const typed = changeQuickAdd(start, { startTime: '09:00', timesTouched: true }, company, projects);
    expect(changeQuickAdd(typed, { projectId: 1 }, company, projects).startTime).toBe('09:00');
  });

  it('has no break for non-billable work unless the user sets one', () => {
    const start = initialQuickAdd(company, projects);
    expect(changeQuickAdd(start, { entryType: 'non-billable' }, company, projects).breakMinutes).toBe(0);
  });

  it('enables Complete Entry only with a description, or a project and billing item', () => {
    const start = initialQuickAdd(company, projects);
    expect(canComplete(start)).toBe(false);
    const withProject = changeQuickAdd(start, { projectId: 1 }, company, projects);
    expect(canComplete(withProject)).toBe(false);
    expect(canSaveDraft(withProject)).toBe(true);
    expect(canComplete({ ...withProject, rateItemId: 5 })).toBe(true);
    // The server's rule: a break as long as the range leaves no work to complete.
    expect(canComplete({ ...withProject, rateItemId: 5, breakMinutes: 540 })).toBe(false);
    const nonBillable = changeQuickAdd(start, { entryType: 'non-billable' }, company, projects);
    expect(canComplete(nonBillable)).toBe(false);
    expect(canComplete({ ...nonBillable, description: 'Toolbox talk' })).toBe(true);
    expect(canComplete({ ...nonBillable, description: 'x', endTime: '07:00' })).toBe(false);
  });

  it('builds the quick-add body', () => {
    const state = {
      ...changeQuickAdd(initialQuickAdd(company, projects), { projectId: 1 }, company, projects),
      rateItemId: 5,
    };
    expect(quickAddBody(state, '2026-03-07', 'approved')).toEqual({
      date: '2026-03-07',
      entryType: 'billable',
      projectId: 1,
      projectRateItemId: 5,
      startTime: '07:00',
      endTime: '15:30',
      breakMinutes: 30,
      status: 'approved',
    });
  });
});

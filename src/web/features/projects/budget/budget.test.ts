import { describe, expect, it } from 'vitest';
import { budgetDetails } from './budget-details';
import { budgetFlagText, budgetReportPath, BUDGET_FLAG_VARIANTS } from './budget-flag';
import { budgetFormDefaults } from './budget-form';

const budget = {
  hours: '120.00',
  value: '15000.00',
  usedHours: '96.50',
  usedValue: '12345.60',
  flag: 'near' as const,
  percent: 82,
};

describe('a project budget on screen', () => {
  it('words the flag with the percent used, amber near and red over', () => {
    expect(budgetFlagText('near', 87)).toBe('Budget 80% used · 87%');
    expect(budgetFlagText('over', 120)).toBe('Over budget · 120%');
    expect(budgetFlagText('over', null)).toBe('Over budget');
    expect(BUDGET_FLAG_VARIANTS).toEqual({ near: 'brand', over: 'red' });
  });

  it('links a flag to the Budgets report of its project', () => {
    expect(budgetReportPath(7)).toBe('/reports?report=budgets&projectId=7');
  });

  it('fills the form with the stored budgets, empty for none', () => {
    expect(budgetFormDefaults(budget)).toEqual({ budgetHours: '120.00', budgetValue: '15000.00' });
    expect(budgetFormDefaults({ ...budget, hours: null })).toEqual({
      budgetHours: '',
      budgetValue: '15000.00',
    });
    expect(budgetFormDefaults(null)).toEqual({ budgetHours: '', budgetValue: '' });
    expect(budgetFormDefaults(undefined)).toEqual({ budgetHours: '', budgetValue: '' });
  });

  it('shows each budget with its use in Project Details', () => {
    expect(budgetDetails(budget)).toEqual([
      { term: 'Budget hours', detail: '96.5 h of 120.0 h used' },
      { term: 'Budget value', detail: '$12,345.60 of $15,000.00 used (ex GST)' },
    ]);
    expect(budgetDetails(null).map((row) => row.detail)).toEqual([null, null]);
  });
});

import { describe, expect, it } from 'vitest';
import { lineItemBody } from '../dockets/schemas';
import { idField } from './fields';
import { taxRateField, rateField } from '../projects/rate-items-schemas';
import { dayHoursField } from '../payroll/weekly-timesheets-schemas';

const quantity = lineItemBody.shape.quantity;
const breakMinutes = lineItemBody.shape.breakMinutes;
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'accepted' : result.error!.issues[0]!.message;

describe('numbers are read in plain decimal notation only (issue 24)', () => {
  it.each([
    '0x10',
    '0b11',
    '0o7',
    '1e3',
    '1E-2',
    'Infinity',
    '-Infinity',
    'NaN',
    ' 5',
    '5 ',
    '\t5',
    ' ',
    '1,5',
    '+5',
  ])('refuses %o with the field message', (text) => {
    expect(messageOf(quantity.safeParse(text))).toBe('Quantity must be a number of 0 or more');
    expect(messageOf(taxRateField.safeParse(text))).toBe('Tax rate must be between 0 and 100');
    expect(messageOf(dayHoursField.safeParse(text))).toBe(
      'Hours are numbers from 0 to 24, in steps of at most a hundredth',
    );
    expect(messageOf(breakMinutes.safeParse(text))).toBe('Break must be 0 to 480 minutes');
    expect(idField().safeParse(text).success).toBe(false);
  });

  it('reads plain decimals as written, from text and from JSON numbers', () => {
    expect(quantity.parse('2.5')).toBe('2.50');
    expect(quantity.parse(3)).toBe('3.00');
    expect(quantity.parse('')).toBe('0.00');
    expect(quantity.parse('.5')).toBe('0.50');
    expect(quantity.parse('1.500')).toBe('1.50');
    expect(taxRateField.parse('10')).toBe(10);
    expect(rateField.parse(85.5)).toBe(85.5);
    expect(dayHoursField.parse('7.25')).toBe('7.25');
    expect(breakMinutes.parse('30')).toBe(30);
    expect(idField().parse('16')).toBe(16);
  });

  it('refuses more decimal places than a field keeps, in the words of the rate rule', () => {
    expect(messageOf(quantity.safeParse(0.005))).toBe('Quantity can have at most 2 decimal places');
    expect(messageOf(quantity.safeParse('0.005'))).toBe('Quantity can have at most 2 decimal places');
    expect(messageOf(taxRateField.safeParse(10.555))).toBe('Tax rate can have at most 2 decimal places');
    expect(messageOf(rateField.safeParse('85.555'))).toBe('Rate can have at most 2 decimal places');
    expect(messageOf(rateField.safeParse(1e-7))).toBe('Rate can have at most 2 decimal places');
    expect(messageOf(dayHoursField.safeParse('1.125'))).toBe('Hours can have at most 2 decimal places');
    expect(messageOf(breakMinutes.safeParse(12.5))).toBe('Break minutes must be a whole number');
    expect(messageOf(idField().safeParse('1.5'))).toBe('Invalid id');
  });

  it('still answers the range first', () => {
    expect(messageOf(quantity.safeParse('-0.005'))).toBe('Quantity must be a number of 0 or more');
    expect(messageOf(taxRateField.safeParse(100.5))).toBe('Tax rate must be between 0 and 100');
    expect(messageOf(rateField.safeParse(true))).toBe('Rate must be a positive number');
  });
});

import { describe, expect, it } from 'vitest';
import { oneDecimal, shortDate, taxPercent, wholeDollars } from './format';

describe('project formats (spec 002 §9)', () => {
  it('shows the total value in whole dollars, half up', () => {
    expect(wholeDollars('12345.50')).toBe('$12,346');
    expect(wholeDollars('12345.49')).toBe('$12,345');
    expect(wholeDollars('0.00')).toBe('$0');
    expect(wholeDollars('999.5')).toBe('$1,000');
    expect(wholeDollars('-20.50')).toBe('-$21');
  });

  it('shows hours with one decimal, half up, without float drift', () => {
    expect(oneDecimal('8.55')).toBe('8.6');
    expect(oneDecimal('8.54')).toBe('8.5');
    expect(oneDecimal('0.00')).toBe('0.0');
    expect(oneDecimal('1234.96')).toBe('1,235.0');
    expect(oneDecimal('7')).toBe('7.0');
  });

  it('shows tax to one decimal', () => {
    expect(taxPercent('10.00')).toBe('10.0%');
    expect(taxPercent('12.5')).toBe('12.5%');
  });

  it('shows a calendar date in Australian order', () => {
    expect(shortDate('2026-09-07')).toBe('7 Sept 2026');
    expect(shortDate('not a date')).toBe('not a date');
  });
});

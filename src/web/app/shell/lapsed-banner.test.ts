import { describe, expect, it } from 'vitest';
import { lapsedText } from './lapsed-banner';

describe('lapsed banner words', () => {
  it('says a failed renewal for past_due, an ended trial without a subscription, else a lapse', () => {
    expect(lapsedText('past_due').title).toBe('Your last payment failed');
    expect(lapsedText('canceled').title).toBe('Your subscription has lapsed');
    expect(lapsedText('unpaid').title).toBe('Your subscription has lapsed');
    expect(lapsedText('none').title).toBe('Your free trial has ended');
  });
});

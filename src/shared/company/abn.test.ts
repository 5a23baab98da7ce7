import { describe, expect, it } from 'vitest';
import { abnDigits, formatAbn, isValidAbn } from './abn';

describe('ABN', () => {
  it("accepts the ATO's example, with or without spaces", () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
    expect(isValidAbn(' 53 004 085 616 ')).toBe(true); // another real ABN
  });

  it('refuses a wrong check, the wrong length and anything not digits', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('15 824 753 556')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535560')).toBe(false);
    expect(isValidAbn('51-824-753-556')).toBe(false);
    expect(isValidAbn('5182475355a')).toBe(false);
    expect(isValidAbn('')).toBe(false);
    expect(isValidAbn('00000000000')).toBe(false);
  });

  it('keeps the digits and shows them as XX XXX XXX XXX', () => {
    expect(abnDigits('51 824 753 556')).toBe('51824753556');
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('123')).toBe('123');
  });
});

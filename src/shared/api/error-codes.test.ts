import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_REASONS,
  ErrorCode,
  ErrorReason,
  isErrorCode,
  registryText,
  XERO_ISSUES,
  XeroIssue,
} from './error-codes';
import { errorReply } from './route';
import { PAYROLL_ERROR_CODES } from '../payroll/schemas';

const registries = [
  ['code', ERROR_CODES, ErrorCode, /^[A-Z]+(_[A-Z]+)*$/],
  ['reason', ERROR_REASONS, ErrorReason, /^[a-z]+(_[a-z]+)*$/],
  ['xero', XERO_ISSUES, XeroIssue, /^[a-z]+(_[a-z]+)*$/],
] as const;

describe('the error-code registry', () => {
  it.each(registries)(
    'names each %s once, spelled as sent, with a one-line meaning',
    (_, registry, names, form) => {
      expect(names).toEqual(Object.fromEntries(Object.keys(registry).map((name) => [name, name])));
      for (const [name, entry] of Object.entries(registry)) {
        expect(name).toMatch(form);
        const meaning = typeof entry === 'string' ? entry : entry.meaning;
        expect(meaning, name).toMatch(/^[A-Z].*[.)]$/);
        expect(meaning, name).not.toContain('\n');
      }
    },
  );

  it('gives a code its HTTP status when the code fixes one: a 4xx, or a 5xx for the server and upstream', () => {
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      if (status === null) continue;
      expect(status >= 400 && status < 600, code).toBe(true);
    }
    expect(ERROR_CODES.ALREADY_APPROVED.status).toBe(409);
    expect(ERROR_CODES.PLAN_REQUIRED.status).toBe(402);
    expect(ERROR_CODES.VALIDATION_FAILED.status).toBe(400);
  });

  it('knows its own codes and no other string', () => {
    expect(isErrorCode('ALREADY_APPROVED')).toBe(true);
    expect(Object.values(PAYROLL_ERROR_CODES).every(isErrorCode)).toBe(true);
    for (const other of ['CONFLICTS', 'conflict', 'toString', 'constructor', '', null, 409])
      expect(isErrorCode(other), String(other)).toBe(false);
  });

  it('is the refusal body of the route contract: its enum, with each meaning on the reference page', () => {
    const body = { message: 'This docket is already approved', code: 'ALREADY_APPROVED', timesheetId: 4 };
    expect(errorReply.parse(body)).toEqual(body);
    expect(errorReply.safeParse({ message: 'x', code: 'NUMBER_TAKEN' }).success).toBe(false);
    expect(errorReply.safeParse({ message: 'x', code: 'CONFLICT', reason: 'number_taken' }).success).toBe(
      true,
    );
    expect(errorReply.safeParse({ message: 'x', code: 'CONFLICT', xero: 'gone' }).success).toBe(false);
    const text = registryText(ERROR_CODES).split('\n');
    expect(text).toHaveLength(Object.keys(ERROR_CODES).length);
    expect(text).toContain(`- ALREADY_APPROVED (409): ${ERROR_CODES.ALREADY_APPROVED.meaning}`);
    expect(text).toContain(`- PDF_FAILED (in a reply's list): ${ERROR_CODES.PDF_FAILED.meaning}`);
  });
});

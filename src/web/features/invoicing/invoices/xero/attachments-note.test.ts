import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../../shared/api/error-codes';
import { attachmentsNote } from './attachments-note';

const failure = (fileName: string, message: string) => ({
  fileName,
  message,
  code: ErrorCode.XERO_MISSING_SCOPE,
});

describe("the toast's words on the dockets' PDFs in Xero", () => {
  it('counts them when all are attached', () => {
    expect(attachmentsNote({ attached: ['a.pdf', 'b.pdf'], failed: [], retrying: false })).toBe(
      '2 docket PDFs attached',
    );
    expect(attachmentsNote({ attached: ['a.pdf'], failed: [], retrying: false })).toBe(
      '1 docket PDF attached',
    );
  });

  it('names those not attached with the reason once, and says when SiteDockets keeps trying', () => {
    const missing = 'Missing Permissions: reconnect.';
    expect(
      attachmentsNote({
        attached: ['a.pdf'],
        failed: [failure('b.pdf', missing), failure('c.pdf', missing)],
        retrying: true,
      }),
    ).toBe(
      '1 of 3 docket PDFs attached. Not attached: b.pdf, c.pdf: Missing Permissions: reconnect. SiteDockets will keep trying to attach them.',
    );
    expect(
      attachmentsNote({
        attached: [],
        failed: [failure('b.pdf', 'Too large.'), failure('c.pdf', 'Invalid.')],
        retrying: false,
      }),
    ).toBe('0 of 2 docket PDFs attached. Not attached: b.pdf: Too large.; c.pdf: Invalid.');
  });
});

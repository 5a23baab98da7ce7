import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/request';
import { checkInvoice, refusalErrors } from './invoice-form-errors';

const body = { timesheetIds: [1, 2], contactName: 'Raj Patel', date: '2026-11-24', dueDate: '2026-12-24' };

describe('checkInvoice', () => {
  it('passes a complete invoice', () => {
    expect(checkInvoice(body)).toBeNull();
  });

  it('puts the schema messages under their fields', () => {
    expect(checkInvoice({ ...body, dueDate: '2026-11-23', contactEmail: 'raj@' })).toEqual({
      fields: {
        dueDate: 'The due date cannot be before the invoice date',
        contactEmail: 'Valid email is required',
      },
      form: null,
    });
  });
});

describe('refusalErrors', () => {
  it('shows a 409 about a docket above the buttons', () => {
    const message = 'Docket #12 is already invoiced (INV-0003)';
    const error = new ApiError(message, 409, { message, code: 'CONFLICT', field: 'timesheetIds' });
    expect(refusalErrors(error)).toEqual({ fields: {}, form: message });
  });

  it('shows a 400 about a field under that field', () => {
    const message = 'Choose the client or enter the contact to invoice';
    const error = new ApiError(message, 400, { message, code: 'BAD_REQUEST', field: 'contactName' });
    expect(refusalErrors(error)).toEqual({ fields: { contactName: message }, form: null });
  });
});

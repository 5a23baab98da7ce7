import { describe, expect, it } from 'vitest';
import { eventWording } from './event-text';

const request = (details: Record<string, unknown>, eventType = 'approval_request_sent') => ({
  eventType,
  details: { foremanName: 'Dave Robertson', recipient: 'dave@x.test', ...details },
});

describe('eventWording: the words of a timeline event, on screen and in the PDF', () => {
  it('an approval request says Sent only when the mail server took it', () => {
    expect(eventWording(request({ delivery: 'success' }))).toEqual({
      title: 'Approval Request Sent',
      detail: 'Sent to Dave Robertson (dave@x.test)',
    });
    expect(eventWording(request({ delivery: 'success' }, 'resent_approval_request')).title).toBe(
      'Approval Request Resent',
    );
  });

  it('saved, not delivered, with no mail server; not delivered when refused', () => {
    for (const type of ['approval_request_sent', 'resent_approval_request']) {
      expect(eventWording(request({ delivery: 'not_sent' }, type))).toEqual({
        title: 'Approval Request Saved, Not Delivered',
        detail: 'No mail server is set up, so nothing was sent to Dave Robertson (dave@x.test)',
      });
      expect(eventWording(request({ delivery: 'failed' }, type))).toEqual({
        title: 'Approval Request Not Delivered',
        detail: 'The mail server did not accept the message to Dave Robertson (dave@x.test)',
      });
    }
  });

  it('an event from before the outcome was recorded keeps its words', () => {
    expect(eventWording(request({})).title).toBe('Approval Request Sent');
    expect(eventWording(request({ delivery: 'bogus' })).title).toBe('Approval Request Sent');
  });

  it('other events: titles of spec 001 §4, details in words, title case otherwise', () => {
    expect(eventWording({ eventType: 'pending_approval', details: { foremanName: 'Dave' } })).toEqual({
      title: 'Pending Approval',
      detail: 'Waiting for Dave to approve',
    });
    expect(
      eventWording({
        eventType: 'approved',
        details: { approvalMethod: 'project_code', approverName: 'Dave' },
      }),
    ).toEqual({ title: 'Approved', detail: 'Signed by Dave on site with the project code' });
    expect(eventWording({ eventType: 'site_note', details: {}, description: 'Rain' })).toEqual({
      title: 'Site Note',
      detail: 'Rain',
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { MAIL_SETUP_HINT } from '../../shared/email/delivery';
import { toastDelivery } from './delivery-toast';
import { dismissToast, getToasts } from './toast-store';

const shown = () => getToasts().at(-1);
const send = (status: 'success' | 'failed' | 'not_sent') =>
  toastDelivery({
    status,
    to: 'kai@x.test',
    what: 'Invitation',
    sent: { title: 'Invitation sent', description: 'Kai will get an email.' },
    instead: 'Use Link instead.',
  });

afterEach(() => dismissToast());

describe('the toast after sending an e-mail', () => {
  it('claims delivery only when the mail server took the message', () => {
    send('success');
    expect(shown()).toMatchObject({ title: 'Invitation sent', description: 'Kai will get an email.' });
  });

  it('with no mail server: saved, not delivered, what to do instead and how to set mail up', () => {
    send('not_sent');
    expect(shown()).toMatchObject({
      title: 'Invitation saved, not delivered',
      description: `No mail server is set up, so nothing was sent to kai@x.test. Use Link instead. ${MAIL_SETUP_HINT}`,
    });
    expect(shown()?.variant).toBeUndefined();
  });

  it('a refusal is red and says so', () => {
    send('failed');
    expect(shown()).toMatchObject({
      variant: 'destructive',
      title: 'Invitation not delivered',
      description: 'The mail server did not accept the message to kai@x.test. Use Link instead.',
    });
  });
});

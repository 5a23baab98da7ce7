import { MAIL_SETUP_HINT, type EmailStatus } from '../../shared/email/delivery';
import { toast, type ToastInput } from './toast-store';

type Delivery = {
  /** What the server did with the mail (the reply's status). */
  status: EmailStatus;
  to: string;
  /** The toast when the mail server took the message. */
  sent: ToastInput;
  /** What was sent, as a title starts: 'Invitation', 'Approval email'. */
  what: string;
  /** How to reach the person without e-mail, when it was not delivered. */
  instead?: string;
};

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/**
 * The one toast after the product sends an e-mail. It claims delivery only when the mail server
 * took the message; with no mail server it says the mail was saved, not delivered, and how to
 * set mail up; a refusal is shown as one.
 */
export function toastDelivery({ status, to, sent, what, instead }: Delivery): void {
  if (status === 'success') {
    toast(sent);
  } else if (status === 'not_sent') {
    toast({
      title: `${what} saved, not delivered`,
      description: join(`No mail server is set up, so nothing was sent to ${to}.`, instead, MAIL_SETUP_HINT),
    });
  } else {
    toast({
      variant: 'destructive',
      title: `${what} not delivered`,
      description: join(`The mail server did not accept the message to ${to}.`, instead),
    });
  }
}

import { CheckCircle2, MailWarning } from 'lucide-react';
import { MAIL_SETUP_HINT, type EmailStatus } from '../../../../shared/email/delivery';

export type SentApproval = { to: string; status: EmailStatus };

/**
 * What became of the approval e-mail, under the buttons: delivered (the foreman can sign from it),
 * or saved and not delivered (no mail server, or it refused), and what to do instead. The link is
 * never in the e-mail log, so it does not point there.
 */
export function ApprovalEmailNotice({ sent, backOffice }: { sent: SentApproval; backOffice: boolean }) {
  const who = sent.to || 'The foreman';
  if (sent.status === 'success')
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-green-300 bg-green-50 p-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="grid gap-0.5 text-sm">
          <p className="text-base font-bold text-green-900">Email Sent Successfully</p>
          <p className="break-words text-green-900">
            {who} can open the docket from the e-mail and sign it on their phone.
          </p>
        </div>
      </div>
    );
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="grid gap-0.5 text-sm">
        <p className="text-base font-bold text-amber-950">
          {sent.status === 'not_sent' ? 'Saved, not delivered' : 'Email not delivered'}
        </p>
        <p className="break-words text-amber-950">
          {sent.status === 'not_sent'
            ? `No mail server is set up, so ${sent.to || 'the foreman'} did not get the link.`
            : `The mail server did not accept the message to ${sent.to || 'the foreman'}.`}{' '}
          The docket waits for their signature: hand them the phone to sign here.
        </p>
        {backOffice && sent.status === 'not_sent' && <p className="text-amber-950">{MAIL_SETUP_HINT}</p>}
      </div>
    </div>
  );
}

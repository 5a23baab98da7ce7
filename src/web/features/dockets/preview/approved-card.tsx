import { BadgeCheck, Fingerprint, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { approvalProvenance } from '../../../../shared/dockets/approval-provenance';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { dateTime } from './format';
import type { Docket } from './types';

type ApprovedCardProps = { docket: Docket; timeZone: string };

/** An approved docket: the signature, who signed, when and how (provenance), and its fingerprint to verify. */
export function ApprovedCard({ docket, timeZone }: ApprovedCardProps) {
  const hash = docket.contentHash;
  const provenance = approvalProvenance(docket);
  return (
    <Card className="overflow-hidden border-green-300">
      <CardHeader className="flex-row items-center gap-2 bg-green-50 pb-4">
        <BadgeCheck aria-hidden="true" className="size-6 text-success" />
        <CardTitle>Approved</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 pt-4">
        {docket.signature && (
          <figure className="grid gap-1">
            <div className="flex h-32 items-center justify-center rounded-lg border border-line bg-white p-2">
              <img
                src={docket.signature}
                alt={`Signature of ${docket.approvedByName ?? 'the foreman'}`}
                className="max-h-full max-w-full object-contain"
              />
            </div>
            <figcaption className="text-xs text-ink-muted">Foreman signature</figcaption>
          </figure>
        )}
        <dl className="grid grid-cols-2 gap-3">
          <div className="grid content-start gap-0.5">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Approved by</dt>
            <dd className="font-semibold break-words">
              {docket.approvedByName ?? docket.foremanName ?? '—'}
            </dd>
          </div>
          <div className="grid content-start gap-0.5">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Signed</dt>
            <dd className="font-semibold">{docket.signedAt ? dateTime(docket.signedAt, timeZone) : '—'}</dd>
          </div>
          {provenance && (
            <div className="col-span-2 grid content-start gap-0.5">
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                How it was signed
              </dt>
              <dd className="break-words">{provenance}</dd>
            </div>
          )}
        </dl>
        {hash && (
          <div className="grid gap-2 rounded-lg border border-line bg-surface-muted p-3">
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold">
              <Fingerprint aria-hidden="true" className="size-4 text-brand-text" />
              Fingerprint (SHA-256)
            </p>
            <p className="font-mono text-xs break-all text-ink">{hash}</p>
            <Link
              to={`/verify/${hash}`}
              className="focus-ring inline-flex items-center gap-1.5 justify-self-start rounded text-sm font-semibold text-brand-text underline underline-offset-4"
            >
              <ShieldCheck aria-hidden="true" className="size-4" />
              Verify this docket
            </Link>
          </div>
        )}
        <p className="text-sm text-ink-muted">
          Tamper-evident: any change after approval returns this docket to draft.
        </p>
      </CardContent>
    </Card>
  );
}

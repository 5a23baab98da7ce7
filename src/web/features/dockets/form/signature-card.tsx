import { Info, PenLine, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SignaturePad } from '../../../components/signature-pad';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormCard } from './form-card';
import type { SignatureOffer } from './signature-offer';

type SignatureCardProps = {
  offer: SignatureOffer;
  /** Who signs: the signed-in foreman's name. */
  signer: string;
  /** The drawn signature (PNG data URL), or null. */
  signature: string | null;
  onSignatureChange: (png: string | null) => void;
};

/**
 * The foreman's signature card (spec 001 §2.3): a dialog to draw the signature (its Save enabled
 * only once something is drawn), then the signature with Sign Again and Clear. Save Docket saves
 * the docket and then approves it with this signature.
 */
export function SignatureCard({ offer, signer, signature, onSignatureChange }: SignatureCardProps) {
  const [open, setOpen] = useState(false);
  if (offer.kind === 'nothing')
    return (
      <FormCard id="docket-signature" title="Foreman Signature">
        <p className="flex gap-2 text-sm text-ink-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {offer.reason}
        </p>
      </FormCard>
    );

  const signed = signature !== null;
  return (
    <FormCard
      id="docket-signature"
      title="Foreman Signature"
      description={
        signed
          ? `Signed by ${signer}. The docket is approved when you save it.`
          : offer.again
            ? `Saving returns this approved docket to draft. Sign again to approve it as ${signer}.`
            : `Sign to approve this docket as ${signer} when you save it.`
      }
    >
      {signed ? (
        <div className="grid gap-3">
          <div className="flex h-32 items-center justify-center rounded-lg border border-line bg-white p-2">
            <img src={signature} alt="Your signature" className="max-h-full max-w-full object-contain" />
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(true)}>
              <RotateCcw aria-hidden="true" />
              Sign Again
            </Button>
            <Button type="button" variant="ghost" onClick={() => onSignatureChange(null)}>
              <Trash2 aria-hidden="true" />
              Clear
            </Button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="focus-ring flex min-h-28 flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-line-strong bg-surface-muted px-4 py-5 text-center transition-colors hover:border-brand hover:bg-canvas disabled:pointer-events-none disabled:opacity-50"
        >
          <PenLine aria-hidden="true" className="size-6 text-brand-text" />
          <span className="text-base font-bold">Add Signature</span>
          <span className="text-sm text-ink-muted">Tap to sign with your finger or a mouse.</span>
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        {/* As wide as the 400-pixel pad (spec 001 §9: the edit dialog's pad is 400×200). */}
        <DialogContent className="sm:max-w-[452px]">
          <DialogHeader>
            <DialogTitle>Foreman Signature</DialogTitle>
            <DialogDescription>
              Sign with your finger or a mouse. Save Docket then approves the docket as {signer}.
            </DialogDescription>
          </DialogHeader>
          <SignaturePad
            label="Your signature"
            actionLabel="Save Signature"
            width={400}
            height={200}
            fullScreen={false}
            onSubmit={(png) => {
              onSignatureChange(png);
              setOpen(false);
            }}
          />
        </DialogContent>
      </Dialog>
    </FormCard>
  );
}

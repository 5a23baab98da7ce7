import { Eraser, Maximize2, PenLine } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { SignatureCanvas, type SignatureCanvasHandle, type Strokes } from './signature-canvas';
import { SignatureFullScreen, SignatureLine } from './signature-full-screen';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

export type SignaturePadProps = {
  /** Names the drawing area and heads the full-screen mode, e.g. 'Foreman signature'. */
  label: string;
  /** The action the drawing enables, e.g. 'Approve' or 'Save Signature'. */
  actionLabel: string;
  actionIcon?: ReactNode;
  /** Receives the drawing as a PNG data URL; the action is enabled only after something is drawn. */
  onSubmit: (png: string) => void;
  busy?: boolean;
  busyLabel?: string;
  /** Shown under the pad while it is empty, e.g. 'Signature is required for approval'. */
  emptyHint?: string;
  /** Inline size in CSS pixels (spec 001 §9: 400×120, the edit dialog 400×200); narrower screens scale it down. */
  width?: number;
  height?: number;
  /** Offer full-screen signing (up to 1200×400) with Back, Clear and the action. */
  fullScreen?: boolean;
  className?: string;
};

/**
 * A drawn signature (signature_pad): an inline pad that scales to the container on phones, Clear,
 * an optional full-screen mode, and one action enabled only once something is drawn.
 */
export function SignaturePad({
  label,
  actionLabel,
  actionIcon = <PenLine aria-hidden="true" />,
  onSubmit,
  busy = false,
  busyLabel,
  emptyHint,
  width = 400,
  height = 120,
  fullScreen = true,
  className,
}: SignaturePadProps) {
  const pad = useRef<SignatureCanvasHandle>(null);
  const [drawn, setDrawn] = useState(false);
  const [full, setFull] = useState<{ initial: Strokes | null } | null>(null);
  const hintId = useId();

  const submit = () => {
    const png = pad.current?.toPng();
    if (png) onSubmit(png);
  };
  const closeFull = (strokes: Strokes | null) => {
    pad.current?.load(strokes);
    setFull(null);
  };

  return (
    <div className={cn('grid gap-3', className)}>
      <div
        className="relative w-full overflow-hidden rounded-lg border-2 border-dashed border-line-strong bg-surface"
        style={{ maxWidth: width + 4 }}
      >
        <SignatureLine />
        <SignatureCanvas
          ref={pad}
          label={`${label}: draw with your finger or a mouse`}
          className="w-full"
          style={{ aspectRatio: `${width} / ${height}` }}
          onDrawnChange={setDrawn}
        />
      </div>
      {!drawn && emptyHint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {emptyHint}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => pad.current?.clear()}
          disabled={!drawn || busy}
        >
          <Eraser aria-hidden="true" />
          Clear
        </Button>
        {fullScreen && (
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => setFull({ initial: pad.current?.strokes() ?? null })}
            disabled={busy}
          >
            <Maximize2 aria-hidden="true" />
            Full Screen
          </Button>
        )}
      </div>
      <Button
        size="xl"
        className="w-full"
        onClick={submit}
        disabled={!drawn || busy}
        aria-describedby={!drawn && emptyHint ? hintId : undefined}
      >
        {busy ? <Spinner /> : actionIcon}
        {busy && busyLabel ? busyLabel : actionLabel}
      </Button>
      {full && (
        <SignatureFullScreen
          title={label}
          actionLabel={actionLabel}
          actionIcon={actionIcon}
          initial={full.initial}
          onBack={closeFull}
          onAction={(png, strokes) => {
            closeFull(strokes);
            onSubmit(png);
          }}
        />
      )}
    </div>
  );
}

import { ArrowLeft, Eraser, RotateCw } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { dismissToast } from '../lib/toast-store';
import { SignatureCanvas, type SignatureCanvasHandle, type Strokes } from './signature-canvas';
import { Button } from './ui/button';

type SignatureFullScreenProps = {
  title: string;
  actionLabel: string;
  actionIcon: ReactNode;
  /** The drawing carried over from the inline pad. */
  initial: Strokes | null;
  /** Back: closes, handing the drawing back to the inline pad. */
  onBack: (strokes: Strokes | null) => void;
  /** The action (e.g. Approve): the drawing as PNG, and its strokes for the inline pad. */
  onAction: (png: string, strokes: Strokes) => void;
};

/**
 * Full-screen signing (spec 001 §2.4, §9): Back, Clear and the action; the pad up to 1200×400.
 * Mount it only while open, so each opening starts from the inline drawing.
 */
export function SignatureFullScreen(props: SignatureFullScreenProps) {
  const { title, actionLabel, actionIcon, initial, onBack, onAction } = props;
  const pad = useRef<SignatureCanvasHandle>(null);
  const [drawn, setDrawn] = useState(initial !== null);
  // A toast would sit over Back, Clear and the action at the top of the screen.
  useEffect(() => dismissToast(), []);

  const act = () => {
    const png = pad.current?.toPng();
    const strokes = pad.current?.strokes();
    if (png && strokes) onAction(png, strokes);
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(next) => !next && onBack(pad.current?.strokes() ?? null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby="signature-full-hint"
          className="fixed inset-x-0 top-[var(--toast-lane,0px)] bottom-0 z-50 flex flex-col bg-canvas outline-none motion-safe:animate-fade-in"
        >
          <header className="flex items-center gap-2 border-b border-line bg-surface px-2 py-2 sm:px-4">
            <Button variant="ghost" onClick={() => onBack(pad.current?.strokes() ?? null)}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
            <span className="flex-1" />
            <Button variant="ghost" onClick={() => pad.current?.clear()} disabled={!drawn}>
              <Eraser aria-hidden="true" />
              Clear
            </Button>
            <Button onClick={act} disabled={!drawn}>
              {actionIcon}
              {actionLabel}
            </Button>
          </header>
          <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 p-3 sm:p-6">
            <DialogPrimitive.Title className="text-center text-lg font-bold">{title}</DialogPrimitive.Title>
            <div className="relative flex max-h-[400px] min-h-0 w-full max-w-[1200px] flex-1 basis-full rounded-card border-2 border-dashed border-line-strong bg-surface shadow-sm">
              <SignatureLine />
              <SignatureCanvas
                ref={pad}
                label={`${title}: draw with your finger or a mouse`}
                className="size-full"
                initial={initial}
                onDrawnChange={setDrawn}
              />
            </div>
            <p id="signature-full-hint" className="text-center text-sm text-ink-muted">
              Sign inside the box.
              <span className="inline-flex items-center gap-1 landscape:hidden">
                <RotateCw aria-hidden="true" className="ml-1 size-4" />
                Turn your phone sideways for more room.
              </span>
            </p>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The "×  ____" line a signature sits on, drawn behind the canvas. */
export function SignatureLine() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-4 bottom-[22%] flex items-end gap-2 text-ink-muted"
    >
      <span className="text-lg leading-none font-bold">×</span>
      <span className="mb-0.5 h-px flex-1 bg-line-strong/60" />
    </div>
  );
}

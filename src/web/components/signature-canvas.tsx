import { useEffect, useImperativeHandle, useRef, type CSSProperties, type Ref } from 'react';
import SignaturePadLib, { type Options, type PointGroup } from 'signature_pad';
import { cn } from '../lib/cn';

/** What was drawn, in CSS pixels of a canvas of the given size (to move it to another canvas). */
export type Strokes = { groups: PointGroup[]; width: number; height: number };

export type SignatureCanvasHandle = {
  clear: () => void;
  /** The drawing, or null when nothing is drawn. */
  strokes: () => Strokes | null;
  /** Replaces the drawing, scaled to this canvas. */
  load: (strokes: Strokes | null) => void;
  /** The drawing as a PNG data URL (transparent background), or null when nothing is drawn. */
  toPng: () => string | null;
};

type SignatureCanvasProps = {
  /** Accessible name of the drawing area. */
  label: string;
  /** Sizing of the drawing area (the canvas fills it). */
  className?: string;
  style?: CSSProperties;
  initial?: Strokes | null;
  onDrawnChange: (drawn: boolean) => void;
  ref?: Ref<SignatureCanvasHandle>;
};

const PEN: Options = { penColor: '#0f172a', minWidth: 0.9, maxWidth: 2.8, minDistance: 2 };
/** PNGs are drawn at 2× (sharp in the PDF) and at 1× if that would pass the server's 200 KB limit. */
const PNG_LIMIT_CHARS = 260_000;

/** Scales a drawing into a box of another size, keeping its proportions and centring it. */
function fit(strokes: Strokes, width: number, height: number): PointGroup[] {
  const s = Math.min(width / strokes.width, height / strokes.height);
  const dx = (width - strokes.width * s) / 2;
  const dy = (height - strokes.height * s) / 2;
  return strokes.groups.map((g) => ({
    ...g,
    points: g.points.map((p) => ({ ...p, x: p.x * s + dx, y: p.y * s + dy })),
  }));
}

const strokesOf = (pad: SignaturePadLib | null, size: { width: number; height: number }) =>
  pad && !pad.isEmpty() ? { groups: pad.toData(), ...size } : null;

function renderPng(strokes: Strokes, scale: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(strokes.width * scale);
  canvas.height = Math.round(strokes.height * scale);
  canvas.getContext('2d')?.scale(scale, scale);
  const pad = new SignaturePadLib(canvas, PEN);
  pad.fromData(strokes.groups);
  pad.off();
  return pad.toDataURL('image/png');
}

/** A drawing area for a signature (signature_pad), sharp on any screen and kept across resizes. */
export function SignatureCanvas(props: SignatureCanvasProps) {
  const { label, className, style, initial, onDrawnChange, ref } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const sizeRef = useRef({ width: 0, height: 0 });
  const notify = useRef(onDrawnChange);
  const first = useRef(initial);
  useEffect(() => {
    notify.current = onDrawnChange;
  }, [onDrawnChange]);

  useEffect(() => {
    const box = boxRef.current!;
    const canvas = canvasRef.current!;
    const pad = new SignaturePadLib(canvas, PEN);
    padRef.current = pad;
    const resize = () => {
      const { width, height } = box.getBoundingClientRect();
      if (width < 1 || height < 1) return;
      if (width === sizeRef.current.width && height === sizeRef.current.height) return;
      const before = strokesOf(pad, sizeRef.current) ?? first.current ?? null;
      first.current = null;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      sizeRef.current = { width, height };
      pad.clear();
      if (before) pad.fromData(fit(before, width, height));
      notify.current(!pad.isEmpty());
    };
    const ended = () => notify.current(!pad.isEmpty());
    pad.addEventListener('endStroke', ended);
    const observer = new ResizeObserver(resize);
    observer.observe(box);
    resize();
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    clear: () => {
      padRef.current?.clear();
      notify.current(false);
    },
    strokes: () => strokesOf(padRef.current, sizeRef.current),
    load: (strokes) => {
      const pad = padRef.current;
      if (!pad) return;
      pad.clear();
      if (strokes) pad.fromData(fit(strokes, sizeRef.current.width, sizeRef.current.height));
      notify.current(!pad.isEmpty());
    },
    toPng: () => {
      const strokes = strokesOf(padRef.current, sizeRef.current);
      if (!strokes) return null;
      const sharp = renderPng(strokes, 2);
      return sharp.length <= PNG_LIMIT_CHARS ? sharp : renderPng(strokes, 1);
    },
  }));

  return (
    <div ref={boxRef} className={cn('relative', className)} style={style}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        className="absolute inset-0 size-full touch-none select-none"
      />
    </div>
  );
}

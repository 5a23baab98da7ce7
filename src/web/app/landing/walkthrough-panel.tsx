import type { WalkthroughStep } from './walkthrough-steps';

type WalkthroughPanelProps = { step: WalkthroughStep; index: number; count: number };

/**
 * One step of the walkthrough: what happens, the product picture, then the details. On a phone
 * the picture comes straight after the short description so it shows while the steps play.
 */
export function WalkthroughPanel({ step, index, count }: WalkthroughPanelProps) {
  const { title, icon: Icon, heading, text, points, Picture } = step;
  return (
    <div className="grid items-start gap-6 sm:rounded-2xl sm:bg-canvas sm:p-6 lg:min-h-[37rem] lg:grid-cols-[1fr_minmax(0,26rem)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:p-10">
      <div>
        <p className="inline-flex items-center gap-2 text-sm font-bold text-brand-text">
          <Icon aria-hidden="true" className="size-4" />
          Step {index + 1} of {count} · {title}
        </p>
        <h3 className="mt-1.5 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">{heading}</h3>
        <p className="mt-3 text-lg text-ink-muted">{text}</p>
      </div>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <Picture />
      </div>
      <ul className="grid gap-3 lg:col-start-1">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-active" />
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}

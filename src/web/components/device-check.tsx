import type {} from 'altcha/types/react';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { challengeOf, solutionHeaders, type Challenge } from '../lib/challenge';

type WidgetElement = HTMLElementTagNameMap['altcha-widget'];

/** The ALTCHA widget solving one challenge on this device; hands its payload and its form to `onSolved`. */
function DeviceCheckBox({
  challenge,
  onSolved,
}: {
  challenge: Challenge;
  onSolved: (payload: string, form: HTMLFormElement | null) => void;
}) {
  const ref = useRef<WidgetElement>(null);
  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    let live = true;
    void (async () => {
      await import('altcha'); // defines <altcha-widget>; loaded only when a check is asked for
      await customElements.whenDefined('altcha-widget');
      await widget.configure({ challenge: challenge as never, hideFooter: true });
      const result = await widget.verify();
      if (live && result?.payload) onSolved(result.payload, widget.closest('form'));
    })();
    return () => {
      live = false;
    };
  }, [challenge, onSolved]);
  return (
    <div role="status" className="grid gap-2 rounded-lg bg-brand-soft p-3 text-base text-brand-text">
      <p className="flex gap-2 font-medium">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Too many attempts from this device. It is running a quick check, then we try again for you.
      </p>
      <altcha-widget ref={ref} auto="off" />
    </div>
  );
}

/**
 * Proof of work where a form tries a secret (code, password): when the server answers 428 with a
 * challenge, `ask(error)` shows the check inside the form; once solved, the form is submitted again
 * and `take()` gives that try its solution header (used once: the server refuses it a second time).
 */
export function useDeviceCheck(): {
  ask: (error: unknown) => boolean;
  take: () => Record<string, string>;
  box: ReactNode;
} {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const solution = useRef<string | null>(null);
  const onSolved = useCallback((payload: string, form: HTMLFormElement | null) => {
    solution.current = payload;
    form?.requestSubmit();
    setChallenge(null);
  }, []);
  return {
    ask: (error) => {
      const asked = challengeOf(error);
      if (asked) setChallenge(asked);
      return asked !== null;
    },
    take: () => {
      const headers = solutionHeaders(solution.current);
      solution.current = null;
      return headers;
    },
    box: challenge ? <DeviceCheckBox challenge={challenge} onSolved={onSolved} /> : null,
  };
}

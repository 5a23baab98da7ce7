import type {} from 'altcha/types/react';
import { RotateCcw, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { challengeOf, solutionHeaders, solvingTimeMs, workOf, type Challenge } from '../lib/challenge';
import {
  afterSolving,
  browserEnv,
  cannotSolveHere,
  type DeviceCheckProblem,
} from '../lib/device-check-problem';
import { Button } from './ui/button';

type WidgetElement = HTMLElementTagNameMap['altcha-widget'];

/**
 * The ALTCHA widget solving one challenge on this device; hands its payload and its form to
 * `onSolved`. When it cannot run here (plain http on a LAN address: no Web Crypto) or a try fails,
 * it says so and what to do (device-check-problem.ts) instead of sitting on screen silently.
 */
function DeviceCheckBox({
  challenge,
  onSolved,
}: {
  challenge: Challenge;
  onSolved: (payload: string, form: HTMLFormElement | null) => void;
}) {
  const ref = useRef<WidgetElement>(null);
  const [problem, setProblem] = useState<DeviceCheckProblem | null>(() => cannotSolveHere(browserEnv()));
  const solving = problem === null;
  useEffect(() => {
    const widget = ref.current;
    if (!solving || !widget) return;
    let live = true;
    void (async () => {
      let result: Awaited<ReturnType<WidgetElement['verify']>> = null;
      try {
        await import('altcha'); // defines <altcha-widget>; loaded only when a check is asked for
        await customElements.whenDefined('altcha-widget');
        // A dear challenge (many wrong tries lately) may take a phone minutes: solve until it expires.
        await widget.configure({
          challenge: challenge as never,
          hideFooter: true,
          timeout: solvingTimeMs(challenge),
        });
        result = await widget.verify();
      } catch {
        result = null; // the script did not load, or the widget threw: shown as a failed try
      }
      if (!live) return;
      const outcome = afterSolving(result, browserEnv());
      if ('payload' in outcome) onSolved(outcome.payload, widget.closest('form'));
      else setProblem(outcome);
    })();
    return () => {
      live = false;
    };
  }, [challenge, onSolved, solving]);

  if (problem) {
    return (
      <div
        role="alert"
        className="grid gap-2 rounded-lg border border-danger bg-red-50 p-3 text-base text-red-900"
      >
        <p className="flex gap-2 font-semibold">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {problem.title}
        </p>
        <p>{problem.text}</p>
        {problem.canRetry && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setProblem(null)}
          >
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <div role="status" className="grid gap-2 rounded-lg bg-brand-soft p-3 text-base text-brand-text">
      <p className="flex gap-2 font-medium">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        Too many attempts from this device. It is running a quick check, then we try again for you.
      </p>
      {workOf(challenge) > 1 && (
        <p>
          Many wrong tries have been made lately, so this check takes longer than usual. Keep this page open.
        </p>
      )}
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
  // Each challenge asked for gets a fresh box: a new try starts without the last one's failure.
  const [asked, setAsked] = useState<{ challenge: Challenge; n: number } | null>(null);
  const solution = useRef<string | null>(null);
  const onSolved = useCallback((payload: string, form: HTMLFormElement | null) => {
    solution.current = payload;
    form?.requestSubmit();
    setAsked(null);
  }, []);
  return {
    ask: (error) => {
      const challenge = challengeOf(error);
      if (challenge) setAsked((last) => ({ challenge, n: (last?.n ?? 0) + 1 }));
      return challenge !== null;
    },
    take: () => {
      const headers = solutionHeaders(solution.current);
      solution.current = null;
      return headers;
    },
    box: asked ? <DeviceCheckBox key={asked.n} challenge={asked.challenge} onSolved={onSolved} /> : null,
  };
}

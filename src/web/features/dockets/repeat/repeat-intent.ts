import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { QuickAddPrefill } from '../day/quick-add-state';

const KEY = 'repeatIntoQuickAdd';

/** The router state that opens today's day page with the quick-add sheet prefilled (from /entries). */
export const repeatIntent = (prefill: QuickAddPrefill) => ({ [KEY]: prefill });

function intentOf(state: unknown): QuickAddPrefill | null {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return null;
  const prefill = (state as Record<typeof KEY, Partial<QuickAddPrefill> | null>)[KEY];
  return prefill?.values && typeof prefill.from === 'string' ? (prefill as QuickAddPrefill) : null;
}

/**
 * The day page's side of Repeat yesterday: the prefill its quick-add sheet opens with — one the
 * button hands over (`open`), or one /entries sent in the router state — and a key that remounts
 * the sheet for each. The router state is cleared once read, so a reload or Back does not reopen it.
 */
export function useRepeatIntoSheet() {
  const location = useLocation();
  const navigate = useNavigate();
  const [request, setRequest] = useState(() => ({ key: 0, prefill: intentOf(location.state) }));
  const arrived = intentOf(location.state) !== null;
  useEffect(() => {
    if (arrived) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [arrived, location.pathname, location.search, navigate]);
  const open = (prefill: QuickAddPrefill) => setRequest((r) => ({ key: r.key + 1, prefill }));
  return { ...request, open };
}

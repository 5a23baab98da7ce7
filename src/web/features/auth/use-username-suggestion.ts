import { useEffect, useState } from 'react';
import { isUsernameAvailable } from './api/check-username';
import { SUGGESTION_DELAY_MS, suggestUsername, usernameBase } from './username-suggestion';

type Found = { fullName: string; username: string | null };

/**
 * A free username for the full name being typed (spec 000 §9), checked 500 ms after typing stops.
 * Null while the name changes, while checking, or when the name has too few letters.
 */
export function useUsernameSuggestion(fullName: string): { suggestion: string | null; checking: boolean } {
  const [found, setFound] = useState<Found | null>(null);
  const searchable = usernameBase(fullName).length >= 2;

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void suggestUsername(fullName, (u) => isUsernameAvailable(u, controller.signal), {
        signal: controller.signal,
      }).then((username) => {
        if (!controller.signal.aborted) setFound({ fullName, username });
      });
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [fullName, searchable]);

  const current = searchable && found?.fullName === fullName ? found : null;
  return { suggestion: current?.username ?? null, checking: searchable && !current };
}

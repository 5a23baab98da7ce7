import { useEffect, useState } from 'react';
import { getPublicConfig } from '../../features/system/api/get-public-config';
import type { PublicConfig } from '../../lib/public-config';

export type SupportContact = { contact: PublicConfig | undefined; loading: boolean };

/**
 * The support phone and e-mail (GET /api/public-config), read once when the page opens. Not through
 * the query cache: the landing page starts without the app's providers (app/start-landing.tsx), so a
 * phone downloads no more than the page. While it loads, or if the call fails, `contact` is undefined.
 */
export function useSupportContact(): SupportContact {
  const [state, setState] = useState<SupportContact>({ contact: undefined, loading: true });
  useEffect(() => {
    let current = true;
    getPublicConfig().then(
      (contact) => current && setState({ contact, loading: false }),
      () => current && setState({ contact: undefined, loading: false }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** The product's own service worker (vite-plugin-pwa writes it at the root of the build). */
export const OWN_WORKER_PATH = '/sw.js';

type Registration = Pick<ServiceWorkerRegistration, 'scope' | 'unregister'> & {
  active: { scriptURL: string } | null;
  waiting: { scriptURL: string } | null;
  installing: { scriptURL: string } | null;
};

/** Ours: /sw.js of this origin, controlling the whole origin. */
export function isOwnRegistration(registration: Registration, origin: string): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (!worker) return false;
  const script = new URL(worker.scriptURL);
  return (
    script.origin === origin && script.pathname === OWN_WORKER_PATH && registration.scope === `${origin}/`
  );
}

/**
 * DECISIONS 'Offline' (the spec's constant read as 'no stale or foreign worker survives'): every
 * registration except the product's own is removed at start-up. Answers how many were removed.
 */
export async function removeForeignWorkers(
  container: { getRegistrations: () => Promise<readonly Registration[]> },
  origin: string,
): Promise<number> {
  try {
    const registrations = await container.getRegistrations();
    const foreign = registrations.filter((registration) => !isOwnRegistration(registration, origin));
    await Promise.all(foreign.map((registration) => registration.unregister()));
    return foreign.length;
  } catch {
    // Blocked (e.g. some private modes): there is nothing registered that we could remove.
    return 0;
  }
}

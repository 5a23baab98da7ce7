/**
 * Spec 000 §9: the app runs without a service worker. Removes any registration an earlier
 * build left behind; nothing registers a new one.
 */
export async function unregisterServiceWorkers(): Promise<void> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  try {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Blocked (e.g. some private modes): there is nothing registered that we could remove.
  }
}

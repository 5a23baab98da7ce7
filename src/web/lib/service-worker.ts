/// <reference types="vite-plugin-pwa/client" />
// eslint-disable-next-line import-x/no-unresolved -- a virtual module of vite-plugin-pwa (vite.config.ts)
import { registerSW } from 'virtual:pwa-register';
import { removeForeignWorkers } from './offline/workers';

/**
 * Start-up (DECISIONS 'Offline'): removes every service-worker registration except the product's
 * own, then registers the product's worker, which caches the app shell so the app opens with no
 * signal. A new build's worker takes over by itself (registerType 'autoUpdate'). The dev server
 * builds no worker, so there only the removal runs.
 */
export async function startServiceWorker(): Promise<void> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  await removeForeignWorkers(container, window.location.origin);
  if (import.meta.env.PROD) registerSW({ immediate: true });
}

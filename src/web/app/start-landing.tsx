import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import LandingPage from './landing/landing-page';
import { showStartupError } from './startup-error';

const summaryOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Renders the landing page on its own, for a visitor who opened `/` (issue 17: a cheap phone on a slow
 * network downloads the marketing page, not the app). Its links load the app's pages in full; the app's
 * router still shows the same page when someone navigates to `/` inside the app. When the server sent
 * the page's HTML made at build time (scripts/prerender-landing.ts) it is hydrated, not drawn again; a
 * mismatch (React draws it anew) is reported as an error, so the browser tests catch it.
 */
export function start(rootElement: HTMLElement): void {
  const fail = (error: unknown) => {
    showStartupError(
      `The page failed to render: ${summaryOf(error)}`,
      error instanceof Error ? error.stack : undefined,
    );
  };
  const page = (
    <StrictMode>
      <LandingPage standalone />
    </StrictMode>
  );
  try {
    if (rootElement.firstElementChild) {
      hydrateRoot(rootElement, page, {
        onUncaughtError: fail,
        onRecoverableError: (error) => reportError(error),
      });
    } else {
      createRoot(rootElement, { onUncaughtError: fail }).render(page);
    }
  } catch (error) {
    fail(error);
  }
}

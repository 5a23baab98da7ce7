import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import LandingPage from '../features/landing/landing-page';
import { showStartupError } from './startup-error';

const summaryOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Renders the landing page on its own, for a visitor who opened `/` (issue 17: a cheap phone on a slow
 * network downloads the marketing page, not the app). Its links load the app's pages in full; the app's
 * router still shows the same page when someone navigates to `/` inside the app.
 */
export function start(rootElement: HTMLElement): void {
  const fail = (error: unknown) => {
    showStartupError(
      `The page failed to render: ${summaryOf(error)}`,
      error instanceof Error ? error.stack : undefined,
    );
  };
  try {
    createRoot(rootElement, { onUncaughtError: fail }).render(
      <StrictMode>
        <LandingPage standalone />
      </StrictMode>,
    );
  } catch (error) {
    fail(error);
  }
}

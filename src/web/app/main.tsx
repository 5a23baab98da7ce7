import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unregisterServiceWorkers } from '../lib/service-worker';
import { App } from './app';
import { describeError } from './crash-screen';
import { showStartupError } from './startup-error';

void unregisterServiceWorkers();

const rootElement = document.getElementById('root');

if (!rootElement) {
  showStartupError(
    'The page is missing its root element (#root). Reload the page; if this keeps happening, contact support.',
  );
} else {
  const fail = (error: unknown) => {
    const { summary, stack } = describeError(error);
    showStartupError(`The app failed to render: ${summary}`, stack);
  };
  try {
    createRoot(rootElement, { onUncaughtError: fail }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    fail(error);
  }
}

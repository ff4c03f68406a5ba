import './app/no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createSession } from './app/session';
import { SessionContext } from './app/session-context';
import { createAppRouter } from './app/router';
import { bindSessionNavigation } from './app/session-navigation';
import { applyColourScheme, storedColourScheme } from './app/colour-scheme';
import { reportError, startErrorReporting } from './app/error-reporting';
import './styles/tokens.css';
import './styles/app.css';

applyColourScheme(storedColourScheme(), false);
const session = createSession();
const router = createAppRouter(session);
bindSessionNavigation(session, router);
void startErrorReporting(session);

// Keep drafts in IndexedDB even under storage pressure (the draft engine relies on it).
void navigator.storage?.persist?.().catch(() => false);

createRoot(document.getElementById('root')!, {
  // Errors an error boundary caught (the router's error pages) never reach window.onerror.
  onCaughtError: (error, info) => {
    reportError(error);
    console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>
  </StrictMode>,
);

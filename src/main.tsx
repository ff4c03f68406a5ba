import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createSession } from './app/session';
import { SessionContext } from './app/session-context';
import { createAppRouter } from './app/router';
import { bindSessionNavigation } from './app/session-navigation';
import { applyColourScheme, storedColourScheme } from './app/colour-scheme';
import './styles/tokens.css';
import './styles/app.css';

applyColourScheme(storedColourScheme(), false);
const session = createSession();
const router = createAppRouter(session);
bindSessionNavigation(session, router);

// Keep drafts in IndexedDB even under storage pressure (the draft engine relies on it).
void navigator.storage?.persist?.().catch(() => false);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </SessionContext.Provider>
  </StrictMode>,
);

// What a route shows while it loads, and when loading failed.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError, invalidRegion } from '../../api/client';

export function PendingPage() {
  return (
    <div className="route-pending" role="status" aria-live="polite">
      <span className="spinner" aria-hidden /> Loading…
    </div>
  );
}

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  if (error instanceof ApiError && error.code === invalidRegion) return <InvalidRegionPage message={error.message} />;
  const message = error instanceof ApiError ? error.message : 'Something went wrong while loading this page.';
  return (
    <section className="route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">This page could not be loaded</h1>
      <p>{message}</p>
      <button type="button" className="button button-primary" onClick={reset}>Try again</button>
    </section>
  );
}

/** A survey kept in a region this server does not serve (spec §4): the user stays signed in. */
function InvalidRegionPage({ message }: { readonly message: string }) {
  return (
    <section className="route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">This survey is in another region</h1>
      <p>{message}</p>
      <p>Open it on the Fieldwork server for its region; you are still signed in here.</p>
    </section>
  );
}

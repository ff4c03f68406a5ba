// What a route shows while it loads, and when loading failed.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../api/client';

export function PendingPage() {
  return (
    <div className="route-pending" role="status" aria-live="polite">
      <span className="spinner" aria-hidden /> Loading…
    </div>
  );
}

export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const message = error instanceof ApiError ? error.message : 'Something went wrong while loading this page.';
  return (
    <section className="route-error" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">This page could not be loaded</h1>
      <p>{message}</p>
      <button type="button" className="button button-primary" onClick={reset}>Try again</button>
    </section>
  );
}

// Unknown paths and denied access both end here (spec §2).
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <main className="public-page">
      <section className="public-card" aria-labelledby="not-found-title">
        <h1 id="not-found-title">Page not found</h1>
        <p>The page you asked for does not exist, or you do not have access to it.</p>
        <Link to="/dashboard" className="button button-primary">Go to the dashboard</Link>
      </section>
    </main>
  );
}

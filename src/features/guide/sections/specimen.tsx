// The frame of every demo on /guide: a named region per widget, and a captioned case per state.
import type { CSSProperties, ReactNode } from 'react';

export const caption: CSSProperties = { margin: '0 0 var(--space-2)', color: 'var(--color-text-muted)', fontSize: '0.8125rem' };

export function Demo({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBlock: 'var(--space-5)' }}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

export function Case({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <h4 style={caption}>{label}</h4>
      {children}
    </div>
  );
}

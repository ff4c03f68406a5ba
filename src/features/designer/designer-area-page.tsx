// A designer page whose screens arrive in a later release (its tab is greyed out).
export function DesignerAreaPage({ title }: { title: string }) {
  return (
    <section className="empty-state" aria-labelledby="designer-area-title" role="status">
      <h2 id="designer-area-title">{title}</h2>
      <p className="muted">This part of the designer is coming in a later release of Fieldwork.</p>
    </section>
  );
}

// The page of an area whose screens arrive in a later release: its route, guard, title and
// menu entry are real today; the page says plainly what the area will do.
const areas = {
  'survey-aliases': { title: 'Survey aliases', about: 'Give a survey a stable public name and share access to it by alias.' },
  projects: { title: 'Projects', about: 'Group surveys into projects for a client and follow their progress together.' },
  clients: { title: 'Clients', about: 'Keep the clients you run surveys for, with their projects and dashboards.' },
  themes: { title: 'Themes', about: 'Design reusable survey themes: logo, colours and custom CSS.' },
  users: { title: 'Users', about: 'Invite and manage the people of every organisation.' },
  organisations: { title: 'Organisations', about: 'Manage organisations, their plans, regions, features and identity providers.' },
  library: { title: 'Library', about: 'Reusable questions and blocks to build surveys faster.' },
} as const;

export type Area = keyof typeof areas;

export function AreaPage({ area }: { area: Area }) {
  const { title, about } = areas[area];
  return (
    <section className="page" aria-labelledby="area-title">
      <header className="page-header"><h1 id="area-title">{title}</h1></header>
      <div className="empty-state" role="status">
        <p>{about}</p>
        <p className="muted">This area is coming in a later release of Fieldwork.</p>
      </div>
    </section>
  );
}

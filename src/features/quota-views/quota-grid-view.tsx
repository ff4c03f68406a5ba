// The grid view: each quota a section, each group a row of tiles, one tile per definition with its
// fill and criteria: the view to scan a whole quota plan at a glance.
import { criteriaCountText, type QuotaView } from './quota-model';
import { QuotaFill } from './quota-fill';

export function QuotaGridView({ quotas }: { quotas: readonly QuotaView[] }) {
  return (
    <div className="quota-grid">
      {quotas.map((quota) => (
        <section key={quota.id} className="quota-grid__quota" aria-labelledby={`grid-${quota.id}`}>
          <div className="quota-grid__head">
            <h3 id={`grid-${quota.id}`}>{quota.name}</h3>
            {quota.description && <p className="muted">{quota.description}</p>}
            <QuotaFill fill={quota.fill} name={quota.name} />
          </div>
          {quota.groups.map((group) => (
            <section key={group.id} aria-labelledby={`grid-${group.id}`} className="quota-grid__group">
              <div className="quota-grid__group-head">
                <h4 id={`grid-${group.id}`}>
                  {group.name} <span className="muted quota-grid__method">{group.selection}</span>
                </h4>
                <QuotaFill fill={group.fill} name={group.name} />
              </div>
              {group.definitions.length === 0 ? <p className="muted">No definitions in this group.</p> : (
                <ul className="quota-grid__tiles">
                  {group.definitions.map((definition) => (
                    <li key={definition.id} className="quota-tile" aria-labelledby={`grid-${definition.id}`}>
                      <h5 id={`grid-${definition.id}`}>{definition.title}</h5>
                      <QuotaFill fill={definition.fill} name={definition.title} />
                      <p className="quota-tile__criteria">{definition.criteria}</p>
                      <p className="muted quota-tile__matching">Matching completes: {criteriaCountText(definition.criteriaCount)}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

// The list view: the quota plan as an outline, quota → group → definition, one compact line each
// with its fill, for reading a long plan top to bottom.
import { criteriaCountText, type QuotaView } from './quota-model';
import { QuotaFill } from './quota-fill';

export function QuotaListView({ quotas }: { quotas: readonly QuotaView[] }) {
  return (
    <ul className="quota-list" aria-label="Quotas">
      {quotas.map((quota) => (
        <li key={quota.id} className="quota-list__quota">
          <div className="quota-list__line">
            <span className="quota-list__name"><strong>{quota.name}</strong>{quota.description && <span className="muted"> · {quota.description}</span>}</span>
            <QuotaFill fill={quota.fill} name={quota.name} />
          </div>
          <ul aria-label={`Groups of ${quota.name}`}>
            {quota.groups.map((group) => (
              <li key={group.id} className="quota-list__group">
                <div className="quota-list__line">
                  <span className="quota-list__name">{group.name} <span className="muted">· {group.selection}</span></span>
                  <QuotaFill fill={group.fill} name={group.name} />
                </div>
                <ul aria-label={`Definitions of ${group.name}`}>
                  {group.definitions.map((definition) => (
                    <li key={definition.id} className="quota-list__definition">
                      <div className="quota-list__line">
                        <span className="quota-list__name">
                          {definition.title}
                          <span className="muted quota-list__criteria">{definition.criteria} · matching completes {criteriaCountText(definition.criteriaCount)}</span>
                        </span>
                        <QuotaFill fill={definition.fill} name={definition.title} />
                      </div>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

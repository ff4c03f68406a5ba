// A group of the builder: its AND/OR, its items top to bottom (each can be moved, duplicated or
// deleted), and buttons to add a condition or a nested group.
import { ArrowDown, ArrowUp, Copy, Trash2 } from 'lucide-react';
import type { ConditionGroup, ConditionOperator } from '../../../schema';
import { Button } from '../../widgets/feedback';
import { ConditionRow } from './condition-row';
import type { ConditionSubject } from './condition-subject';
import { addItem, duplicateItem, moveItem, newCondition, newGroup, removeItem, setOperator, updateCondition, type Path } from './condition-tree';

interface Props {
  readonly root: ConditionGroup;
  readonly group: ConditionGroup;
  readonly path: Path;
  readonly subjects: readonly ConditionSubject[];
  readonly onChange: (root: ConditionGroup) => void;
}

const label = (path: Path) => path.map((i) => i + 1).join('.');

export function ConditionGroupView({ root, group, path, subjects, onChange }: Props) {
  const name = path.length === 0 ? 'All conditions' : `Group ${label(path)}`;
  return (
    <fieldset className="condition-group">
      <legend className="visually-hidden">{name}</legend>
      <div className="condition-group-head">
        <label>
          <span className="visually-hidden">Combine {name.toLowerCase()} with</span>
          <select value={group.operator} onChange={(e) => onChange(setOperator(root, path, e.target.value as ConditionOperator))}>
            <option value="and">All must hold (AND)</option>
            <option value="or">Any may hold (OR)</option>
          </select>
        </label>
      </div>
      {group.items.length === 0 && <p className="muted">No conditions yet.</p>}
      <ol className="condition-items">
        {group.items.map((item, index) => {
          const itemPath = [...path, index];
          const position = label(itemPath);
          return (
            <li key={index} className="condition-item">
              {index > 0 && <span className="condition-joiner" aria-hidden>{group.operator.toUpperCase()}</span>}
              <div className="condition-item-body">
                {item.kind === 'condition'
                  ? <ConditionRow condition={item} subjects={subjects} position={position}
                      onChange={(patch) => onChange(updateCondition(root, itemPath, patch))} />
                  : <ConditionGroupView root={root} group={item} path={itemPath} subjects={subjects} onChange={onChange} />}
                <span className="condition-item-actions">
                  <Button size="xs" variant="ghost" aria-label={`Move ${position} up`} disabled={index === 0}
                    onClick={() => onChange(moveItem(root, itemPath, -1))}><ArrowUp aria-hidden size={16} /></Button>
                  <Button size="xs" variant="ghost" aria-label={`Move ${position} down`} disabled={index === group.items.length - 1}
                    onClick={() => onChange(moveItem(root, itemPath, 1))}><ArrowDown aria-hidden size={16} /></Button>
                  <Button size="xs" variant="ghost" aria-label={`Duplicate ${position}`}
                    onClick={() => onChange(duplicateItem(root, itemPath))}><Copy aria-hidden size={16} /></Button>
                  <Button size="xs" variant="ghost" aria-label={`Delete ${position}`}
                    onClick={() => onChange(removeItem(root, itemPath))}><Trash2 aria-hidden size={16} /></Button>
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="condition-group-add">
        <Button size="sm" onClick={() => onChange(addItem(root, path, newCondition()))}>
          Add condition{path.length ? ` to group ${label(path)}` : ''}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onChange(addItem(root, path, { ...newGroup(), items: [newCondition()] }))}>
          Add group{path.length ? ` to group ${label(path)}` : ''}
        </Button>
      </div>
    </fieldset>
  );
}

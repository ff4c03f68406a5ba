import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../feedback/button';
import { Tag } from '../feedback/tag';
import './filter-panel.css';

export interface FilterPanelProps {
  title: ReactNode;
  /** The filter controls (inputs, selects, checkboxes), each with its own label. */
  children: ReactNode;
  onApply: () => void;
  onClear: () => void;
  /** Number of filters in force, shown beside the title. */
  activeCount?: number;
  className?: string;
}

/** A labelled form of filter controls; Enter or Apply applies, Clear resets. */
export function FilterPanel({ title, children, onApply, onClear, activeCount = 0, className }: FilterPanelProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className={['filter-panel', className].filter(Boolean).join(' ')} aria-labelledby={titleId} onSubmit={submit}>
      <div className="filter-panel__header">
        <h3 id={titleId} className="filter-panel__title">
          {title}
        </h3>
        {activeCount > 0 && <Tag tone="info">{activeCount} active</Tag>}
      </div>
      <div className="filter-panel__controls">{children}</div>
      <div className="filter-panel__actions">
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
        <Button variant="primary" size="sm" type="submit">
          Apply
        </Button>
      </div>
    </form>
  );
}

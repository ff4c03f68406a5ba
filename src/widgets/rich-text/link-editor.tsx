import { useId, useState, type FormEvent } from 'react';
import { Toolbar } from 'radix-ui';
import { Link as LinkIcon } from 'lucide-react';
import { Button } from '../feedback/button';
import { Popover } from '../overlay/popover';
import { normaliseHref } from './link-href';

interface LinkEditorProps {
  active: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** The Link toolbar button: a small form for the address, with Remove when a link is active. */
export function LinkEditor({ active, onApply, onRemove, disabled }: LinkEditorProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      title="Link"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Toolbar.Button className="rte-toolbar__button" aria-label="Link" aria-pressed={active} disabled={disabled}>
          <LinkIcon aria-hidden size={16} />
        </Toolbar.Button>
      }
    >
      <LinkForm
        active={active}
        onApply={(href) => {
          setOpen(false);
          onApply(href);
        }}
        onRemove={() => {
          setOpen(false);
          onRemove();
        }}
      />
    </Popover>
  );
}

function LinkForm({ active, onApply, onRemove }: Omit<LinkEditorProps, 'disabled'>) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normaliseHref(text);
    if (href === undefined) setInvalid(true);
    else onApply(href);
  };
  return (
    <form className="rte-form" onSubmit={submit}>
      <label htmlFor={inputId}>Address</label>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
      />
      {invalid && (
        <p id={errorId} className="rte-form__error">
          Enter a web, e-mail or phone address
        </p>
      )}
      <div className="rte-form__actions">
        {active && (
          <Button size="sm" variant="ghost" onClick={onRemove}>
            Remove link
          </Button>
        )}
        <Button size="sm" variant="primary" type="submit">
          Apply
        </Button>
      </div>
    </form>
  );
}

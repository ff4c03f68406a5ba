import { VisuallyHidden } from 'radix-ui';
import { HoverTip } from '../overlay/hover-tip';
import { truncateCellText } from './table-column';

/** A cell's text; beyond 50 characters it is cut, with the full text in a title and a hover-tip. */
export function TableCellText({ text }: { text: string }) {
  const shown = truncateCellText(text);
  if (!shown.truncated) return <>{text}</>;
  return (
    <HoverTip content={text}>
      {/* Focusable so keyboard users can reach the tip; screen readers get the whole text. */}
      <span className="data-table__truncated" tabIndex={0} title={text}>
        <span aria-hidden="true">{shown.text}</span>
        <VisuallyHidden.Root>{text}</VisuallyHidden.Root>
      </span>
    </HoverTip>
  );
}

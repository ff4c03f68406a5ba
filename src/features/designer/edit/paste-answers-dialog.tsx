// Paste a list into an answer group or a grid: one answer (or row) per line — of tab-separated
// text, the first cell of each row — as the best survey tools do with a spreadsheet column.
import { useState } from 'react';
import { Modal } from '../../../widgets/overlay';
import { Button } from '../../../widgets/feedback';
import { splitPastedRows } from '../../../widgets/rich-text';

export function PasteAnswersDialog({ noun, onPaste, onClose }: { noun: 'answers' | 'rows'; onPaste: (rows: string[][]) => void; onClose: () => void }) {
  const one = noun === 'answers' ? 'answer' : 'row';
  const [text, setText] = useState('');
  const rows = splitPastedRows(text).filter((row) => row.some((cell) => cell.trim()));
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Paste ${noun}`} size="sm"
      description={`Paste one ${one} per line; from a spreadsheet, the first column is used.`}
      footer={(
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={rows.length === 0} onClick={() => onPaste(rows)}>
            Add {rows.length} {rows.length === 1 ? one : noun}
          </Button>
        </>
      )}>
      <label className="paste-answers">
        <span>{noun === 'answers' ? 'Answers' : 'Rows'}</span>
        <textarea rows={8} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
      </label>
    </Modal>
  );
}

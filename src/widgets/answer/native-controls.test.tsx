// @vitest-environment jsdom
// The dropdown, slider, rating and button displays are native controls: what a plain form post
// carries (no script needed) and how the keyboard chooses.
import '../form/dom-test-setup';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SINGLE_ANSWER } from './answer-option';
import type { AnswerOption } from './answer-option';
import type { AnswerFieldNames } from './answer-props';
import { NumericAnswer } from './numeric-answer';
import { SingleAnswer, type SingleDisplay } from './single-answer';

const options: AnswerOption[] = [
  { code: '1', label: 'Yes' },
  { code: '2', label: 'No' },
];

const names: AnswerFieldNames = { answer: 'q1.g1', other: (code) => `q1.g1.other.${code}`, datePart: (part) => `q1.g1.${part}` };

/** What the page's form would post for the answer field. */
function posted(): string[] {
  return new FormData(document.querySelector('form')!).getAll('q1.g1').map(String);
}

function Single({ display, code = null }: { readonly display: SingleDisplay; readonly code?: string | null }) {
  const [value, setValue] = useState({ ...EMPTY_SINGLE_ANSWER, code });
  return (
    <form>
      <SingleAnswer label="Recommend?" options={options} display={display} names={names} value={value} onChange={setValue} />
    </form>
  );
}

function Slider({ start }: { readonly start: number | null }) {
  const [value, setValue] = useState(start);
  return (
    <form>
      <NumericAnswer label="Score" display="range_slider" min={0} max={10} names={names} value={value} onChange={setValue} />
    </form>
  );
}

describe('native answer controls', () => {
  it.each(['button', 'dropdown', 'rating'] as const)('post the rendered %s answer under its name', (display) => {
    render(<Single display={display} code="2" />);
    expect(posted()).toEqual(['2']);
  });

  it.each(['button', 'dropdown', 'rating'] as const)('post nothing for an unanswered %s', (display) => {
    render(<Single display={display} />);
    // A browser posts nothing for the dropdown's disabled prompt (jsdom posts ''); the server
    // reads '' as no answer too.
    expect(posted().filter((value) => value !== '')).toEqual([]);
  });

  it('moves and chooses among buttons with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Single display="button" code="1" />);
    screen.getByRole('radio', { name: 'Yes' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(posted()).toEqual(['2']);
  });

  it('chooses a dropdown answer by keyboard', async () => {
    const user = userEvent.setup();
    render(<Single display="dropdown" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Recommend?' }), 'No');
    expect(posted()).toEqual(['2']);
  });

  it('names each rating icon and chooses it', async () => {
    const user = userEvent.setup();
    render(<Single display="rating" />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(posted()).toEqual(['1']);
  });

  it('posts no resting point for an untouched slider, and the value once moved', () => {
    render(<Slider start={null} />);
    expect(posted()).toEqual([]);
    const slider = screen.getByRole('slider', { name: 'Score' });
    // jsdom has no keyboard for ranges: the browser's arrow keys end in this change event.
    fireEvent.change(slider, { target: { value: '3' } });
    expect(slider).toHaveValue('3');
    expect(slider).not.toHaveAttribute('aria-valuetext');
    expect(posted()).toEqual(['3']);
  });
});

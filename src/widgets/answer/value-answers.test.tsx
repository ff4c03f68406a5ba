// @vitest-environment jsdom
import '../form/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateAnswer } from './date-answer';
import { NumericAnswer } from './numeric-answer';
import { OpenTextAnswer } from './open-text-answer';

describe('NumericAnswer', () => {
  it('takes a number within min and max as text', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Live() {
      const [value, setValue] = useState<number | null>(null);
      const change = (next: number | null) => {
        setValue(next);
        onChange(next);
      };
      return <NumericAnswer label="Age" value={value} onChange={change} min={18} max={99} />;
    }
    render(<Live />);
    await user.type(screen.getByRole('textbox', { name: 'Age' }), '150');
    expect(onChange).toHaveBeenLastCalledWith(99);
  });

  it('offers a slider resting on range_default_value', () => {
    render(
      <NumericAnswer
        label="Score"
        display="range_slider"
        value={null}
        onChange={() => {}}
        min={0}
        max={10}
        range_default_value={5}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Score' });
    expect(slider).toHaveValue('5');
    expect(slider).toHaveAttribute('aria-valuetext', 'No answer yet (5)');
  });

  it('offers a dropdown from min to max by range_step', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumericAnswer label="Hours" display="dropdown" value={null} onChange={onChange} min={0} max={4} range_step={2} />);
    const select = screen.getByRole('combobox', { name: 'Hours' });
    // The first option is the prompt, which cannot be chosen.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select…', '0', '2', '4']);
    expect(screen.getByRole('option', { name: 'Select…' })).toBeDisabled();
    await user.selectOptions(select, '4');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });
});

describe('OpenTextAnswer', () => {
  it('is a single line when small, else a text area of 4 rows', () => {
    const { rerender } = render(<OpenTextAnswer label="Why?" small value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Why?' }).tagName).toBe('INPUT');
    rerender(<OpenTextAnswer label="Why?" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Why?' })).toHaveAttribute('rows', '4');
  });

  it('asks for at least min characters once errors show', () => {
    render(<OpenTextAnswer label="Why?" value="abc" min={10} showErrors onChange={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least 10 characters');
  });

  it('of type number keeps only digits, "." and "-" as typed and asks for a number', async () => {
    const user = userEvent.setup();
    function Live() {
      const [value, setValue] = useState('');
      return <OpenTextAnswer label="How many?" text_type="number" value={value} showErrors onChange={setValue} />;
    }
    render(<Live />);
    const box = screen.getByRole('textbox', { name: 'How many?' });
    expect(box.tagName).toBe('INPUT');
    await user.type(box, 'a-1,2.5x');
    expect(box).toHaveValue('-12.5');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(box, '.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number');
  });

  it('shows the character counter when asked', () => {
    render(<OpenTextAnswer label="Why?" value="abc" max={50} character_counter onChange={() => {}} />);
    expect(screen.getByTestId('character-counter')).toHaveTextContent('3/50');
  });
});

describe('DateAnswer', () => {
  it('uses the native date picker by default', () => {
    render(<DateAnswer label="When?" value="2024-03-05" onChange={() => {}} />);
    expect(screen.getByLabelText('When?')).toHaveAttribute('type', 'date');
  });

  it('reads typed text in the configured format', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    function Live() {
      const [value, setValue] = useState('');
      const change = (next: string) => {
        setValue(next);
        onChange(next);
      };
      return <DateAnswer label="When?" display="text" format="DD-MM-YYYY" value={value} onChange={change} />;
    }
    render(<Live />);
    await user.type(screen.getByRole('textbox', { name: 'When?' }), '05-03-2024');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');
    expect(screen.getByRole('textbox', { name: 'When?' })).toHaveValue('05-03-2024');
  });

  it('names the expected format for text it cannot read', async () => {
    const user = userEvent.setup();
    render(<DateAnswer label="When?" display="text" format="MM-DD-YYYY" value="" onChange={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'When?' }), '31-12-2024');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the date as MM-DD-YYYY');
  });

  it('orders split boxes and dropdowns by the format', () => {
    render(<DateAnswer label="When?" display="date" format="MM-DD-YYYY" value="" onChange={() => {}} />);
    const order = screen.getAllByRole('textbox').map((box) => box.getAttribute('placeholder'));
    expect(order).toEqual(['MM', 'DD', 'YYYY']);
  });

  it('offers dropdown selects', () => {
    render(<DateAnswer label="When?" display="selects" value="2024-03-05" onChange={() => {}} />);
    expect(screen.getByLabelText('Year')).toHaveValue('2024');
  });
});

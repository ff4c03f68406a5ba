// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DynamicTextSource } from './dynamic-text';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

const sources: DynamicTextSource[] = [
  { type: 'question', id: 'q1', name: 'Q1', answerType: 'single' },
  { type: 'question', id: 'q2', name: 'Q2', answerType: 'open_text' },
];

function Harness({ initial = '', onChange, ...props }: Partial<RichTextEditorProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Question text"
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('<p>Reset</p>')}>
        Reset
      </button>
    </>
  );
}

/** Fires a paste event carrying clipboard data, as a browser would. */
function paste(target: Element, data: Record<string, string>) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}

const textbox = () => screen.getByRole('textbox', { name: 'Question text' });
const value = () => screen.getByTestId('value').textContent;

describe('RichTextEditor, basic mode', () => {
  it('blocks Enter', () => {
    render(<Harness mode="basic" initial="<p>Hello</p>" />);
    expect(fireEvent.keyDown(textbox(), { key: 'Enter' })).toBe(false);
    expect(fireEvent.keyDown(textbox(), { key: 'Enter', shiftKey: true })).toBe(false);
  });

  it('strips pasted HTML to text and dynamic-text tags, without line breaks', () => {
    render(<Harness mode="basic" />);
    paste(textbox(), {
      'text/html': '<h1>Big</h1><p><b>bold</b><br>next <span dt-id="q1" dt-type="question" dt-value="code" style="x">Q1</span></p>',
      'text/plain': 'Big\nbold\nnext Q1',
    });
    expect(value()).toBe('Big bold next <span dt-id="q1" dt-type="question" dt-value="code"></span>');
  });

  it('removes line breaks from pasted plain text', () => {
    render(<Harness mode="basic" />);
    paste(textbox(), { 'text/plain': 'one\ntwo\r\nthree' });
    expect(value()).toBe('one two three');
  });

  it('shows dynamic-text items as chips', () => {
    render(<Harness mode="basic" initial='<p>Hi <span dt-id="q2" dt-type="question" dt-value="label"></span></p>' dynamicTextSources={sources} />);
    expect(textbox().querySelector('.dt-chip')).toHaveTextContent('Q2: Text');
  });
});

describe('RichTextEditor, full mode', () => {
  it('has a labelled multi-line textbox and a formatting toolbar', () => {
    render(<Harness />);
    expect(textbox()).toHaveAttribute('aria-multiline', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    for (const name of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Link', 'Highlight', 'Text colour', 'HTML']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('radiogroup', { name: 'Alignment' })).toBeInTheDocument();
  });

  it('aligns the paragraph from the toolbar', async () => {
    render(<Harness initial="<p>Hello</p>" />);
    await userEvent.click(screen.getByRole('radio', { name: 'Align center' }));
    expect(value()).toBe('<p style="text-align: center;">Hello</p>');
  });

  it('bolds, highlights and links the selection from the toolbar', async () => {
    render(<Harness initial="<p>Hello</p>" />);
    const user = userEvent.setup();
    // Ctrl+A: ProseMirror's select-all.
    const selectAll = () => fireEvent.keyDown(textbox(), { key: 'a', ctrlKey: true });
    selectAll();
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(value()).toBe('<p><strong>Hello</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    selectAll();
    await user.click(screen.getByRole('button', { name: 'Highlight' }));
    await user.click(screen.getByRole('radio', { name: 'Aqua' }));
    expect(value()).toMatch(/<strong><mark data-highlight="aqua"[^>]*>Hello<\/mark><\/strong>/);
    selectAll();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.type(screen.getByLabelText('Address'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Enter a web, e-mail or phone address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(value()).toContain('<a href="https://example.com"');
  });

  it('loads a new value from outside', () => {
    render(<Harness initial="<p>Hello</p>" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(textbox()).toHaveTextContent('Reset');
  });

  it('shows and edits the HTML in the HTML view', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>Hello</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'HTML' }));
    const source = screen.getByRole('textbox', { name: 'Question text (HTML)' });
    expect(source).toHaveValue('<p>Hello</p>');
    fireEvent.change(source, { target: { value: '<p><u>Bye</u></p>' } });
    expect(onChange).toHaveBeenLastCalledWith('<p><u>Bye</u></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'HTML' }));
    expect(screen.queryByRole('textbox', { name: 'Question text (HTML)' })).not.toBeInTheDocument();
    expect(textbox()).toHaveTextContent('Bye');
  });

  it('inserts dynamic text from the picker, offering only the values the item allows', async () => {
    render(<Harness initial="<p>Hi</p>" dynamicTextSources={sources} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Dynamic text/ }));
    await user.selectOptions(screen.getByLabelText('Item'), 'Q2');
    expect(screen.getByLabelText('Show')).toHaveTextContent('TextName');
    await user.selectOptions(screen.getByLabelText('Item'), 'Q1');
    await user.selectOptions(screen.getByLabelText('Show'), 'Code');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(value()).toContain('<span dt-id="q1" dt-type="question" dt-value="code"></span>');
    expect(textbox().querySelector('.dt-chip')).toHaveTextContent('Q1: Code');
  });

  it('takes a contact field name without spaces', async () => {
    render(<Harness initial="<p>Hi</p>" dynamicTextSources={[]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Dynamic text/ }));
    await user.selectOptions(screen.getByLabelText('Item'), 'Contact field');
    await user.type(screen.getByLabelText('Field name'), 'first name');
    expect(screen.getByLabelText('Field name')).toHaveValue('firstname');
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(value()).toContain('dt-type="field" dt-value="firstname"');
  });

  it('reports an emptied editor as ""', () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>x</p>" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'HTML' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Question text (HTML)' }), { target: { value: '<p></p>' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

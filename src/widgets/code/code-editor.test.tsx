// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { EditorView } from '@codemirror/view';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CodeEditor } from './code-editor';
import { CODE_LANGUAGES } from './code-language';

const viewOf = (element: HTMLElement) => {
  const view = EditorView.findFromDOM(element);
  if (!view) throw new Error('no editor view');
  return view;
};

describe('CodeEditor', () => {
  it('offers html, css and javascript', () => {
    expect(CODE_LANGUAGES).toEqual(['html', 'css', 'javascript']);
  });

  it('is a labelled textbox holding the value', () => {
    render(<CodeEditor value="<p>Hi</p>" language="html" label="Custom CSS" />);
    const textbox = screen.getByRole('textbox', { name: 'Custom CSS' });
    expect(textbox).toHaveTextContent('<p>Hi</p>');
  });

  it('reports edits through onChange', () => {
    const onChange = vi.fn();
    render(<CodeEditor value="a" onChange={onChange} language="css" label="CSS" />);
    const view = viewOf(screen.getByRole('textbox'));
    act(() => view.dispatch({ changes: { from: 1, insert: 'b' } }));
    expect(onChange).toHaveBeenCalledWith('ab');
  });

  it('takes a new value from outside without echoing it', () => {
    const onChange = vi.fn();
    const { rerender } = render(<CodeEditor value="one" onChange={onChange} language="javascript" label="Script" />);
    rerender(<CodeEditor value="two" onChange={onChange} language="javascript" label="Script" />);
    expect(viewOf(screen.getByRole('textbox')).state.doc.toString()).toBe('two');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('switches to the dark theme and read-only', () => {
    const { container, rerender } = render(<CodeEditor value="" language="html" label="HTML" />);
    rerender(<CodeEditor value="" language="html" label="HTML" theme="dark" readOnly />);
    expect(container.firstChild).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('textbox')).toHaveAttribute('contenteditable', 'false');
  });
});

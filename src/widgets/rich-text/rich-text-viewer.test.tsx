// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextViewer } from './rich-text-viewer';

describe('RichTextViewer', () => {
  it('renders sanitised HTML with chips', () => {
    const { container } = render(
      <RichTextViewer
        html='<p><img src="x" onerror="alert(1)">Hello <span dt-id="q1" dt-type="question" dt-value="name"></span></p>'
        dynamicTextSources={[{ type: 'question', id: 'q1', name: 'Q1' }]}
      />,
    );
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect(screen.getByText('Q1: Name')).toHaveClass('dt-chip');
  });
  it('shows the empty text for empty content', () => {
    render(<RichTextViewer html="" emptyText="No text yet" />);
    expect(screen.getByText('No text yet')).toBeInTheDocument();
  });
});

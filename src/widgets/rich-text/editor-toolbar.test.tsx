// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditorToolbar, type ToolbarStatus } from './editor-toolbar';

const status: ToolbarStatus = {
  strong: false, em: false, underline: false, link: false, bulletList: false, orderedList: false,
  alignment: 'left', highlight: undefined, textColour: undefined,
};

// Emoji and pictographic symbols (🔗, 🖍, ↔ …) need a font many machines lack, where they show
// as empty boxes; the toolbar draws its pictures with the app's icon set instead.
const pictographic = /\p{Extended_Pictographic}/u;

const renderToolbar = () => render(
  <EditorToolbar mode="full" status={status} run={() => true} htmlView={false} onToggleHtml={() => {}}
    dynamicText={{ sources: [], onInsert: () => {} }} />,
);

describe('EditorToolbar', () => {
  it('renders no emoji or pictographic symbol', () => {
    const { container } = renderToolbar();
    expect(container.textContent).not.toMatch(pictographic);
    for (const element of container.querySelectorAll('[aria-label], [title]')) {
      expect(`${element.getAttribute('aria-label') ?? ''}${element.getAttribute('title') ?? ''}`).not.toMatch(pictographic);
    }
  });

  it('draws link, highlight and alignment with icons, keeping their names', () => {
    renderToolbar();
    for (const name of ['Link', 'Highlight', 'Align left', 'Align center', 'Align right', 'Align justify']) {
      const button = screen.getByRole(name.startsWith('Align') ? 'radio' : 'button', { name });
      expect(button.querySelector('svg'), name).not.toBeNull();
    }
  });
});

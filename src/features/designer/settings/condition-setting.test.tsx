// @vitest-environment jsdom
import '../../../widgets/feedback/dom-test-setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Component } from '../../../../schema';
import { ConditionDockContext } from '../../conditions/condition-dock';
import type { ConditionSubject } from '../../conditions/condition-subject';
import { ComponentSettings } from './component-settings';
import { sampleComponent } from './sample-components';

const subjects: ConditionSubject[] = [{ id: 'q1', name: 'Q1', label: 'Do you commute?', type: 'single', answers: [{ id: 'a1', code: '1', label: 'Yes' }] }];
const PLACEMENT_KEY = 'fieldwork.condition-builder.placement';

/** The settings of one question, with a dock area beside them as the editor's settings panel has. */
function Docked({ component, readOnly, onChange }: { component: Component; readOnly?: boolean; onChange: () => void }) {
  const [dock, setDock] = useState<HTMLElement | null>(null);
  return (
    <>
      <ConditionDockContext value={dock}>
        <ComponentSettings component={component} language="default" listSubjects={() => subjects} readOnly={readOnly} onChange={onChange} />
      </ConditionDockContext>
      <div ref={setDock} data-testid="dock" />
    </>
  );
}

function setup(options: { readOnly?: boolean; dock?: boolean } = {}) {
  const onChange = vi.fn();
  const component = sampleComponent('question', 'Q2');
  render(options.dock === false
    ? <ComponentSettings component={component} language="default" listSubjects={() => subjects} onChange={onChange} />
    : <Docked component={component} readOnly={options.readOnly} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

const dockedPanel = () => screen.queryByRole('complementary', { name: 'Visibility condition' });

async function addCondition(user: ReturnType<typeof userEvent.setup>, container: HTMLElement) {
  await user.click(within(container).getByRole('button', { name: 'Add condition' }));
  await user.selectOptions(within(container).getByLabelText('Question for condition 1'), 'q1');
}

describe('the condition builder, as a dialog or docked in the side panel', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists the survey\'s questions only when a builder opens, not while other fields change', async () => {
    const listSubjects = vi.fn(() => subjects);
    const component = sampleComponent('question', 'Q2');
    const { rerender } = render(<ComponentSettings component={component} language="default" listSubjects={listSubjects} onChange={vi.fn()} />);
    rerender(<ComponentSettings component={{ ...component, hidden: true } as Component} language="default" listSubjects={listSubjects} onChange={vi.fn()} />);
    expect(listSubjects).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit visibility condition' }));
    expect(within(screen.getByRole('dialog', { name: 'Visibility condition' })).getByRole('button', { name: 'Add condition' })).toBeVisible();
    expect(listSubjects).toHaveBeenCalled();
  });

  it('moves the open builder into the side panel with its work, and saves from there', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit visibility condition' }));
    await addCondition(user, screen.getByRole('dialog', { name: 'Visibility condition' }));
    await user.click(screen.getByRole('button', { name: 'Dock to side panel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const panel = dockedPanel()!;
    expect(screen.getByTestId('dock')).toContainElement(panel);
    expect(within(panel).getByLabelText('Question for condition 1')).toHaveValue('q1');
    expect(sessionStorage.getItem(PLACEMENT_KEY)).toBe('panel');

    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith(
      [{ path: ['visibility_condition'], value: { kind: 'group', operator: 'and', items: [expect.objectContaining({ question_id: 'q1', fn: 'answered' })] } }],
      'Change visibility condition',
    );
    expect(dockedPanel()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit visibility condition' })).toHaveFocus();
  });

  it('opens docked next time, moves focus into the panel, and goes back to a dialog on request', async () => {
    sessionStorage.setItem(PLACEMENT_KEY, 'panel');
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit visibility condition' }));
    const panel = dockedPanel()!;
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));

    await addCondition(user, panel);
    await user.click(within(panel).getByRole('button', { name: 'Open as dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Visibility condition' });
    expect(within(dialog).getByLabelText('Question for condition 1')).toHaveValue('q1');
    expect(dockedPanel()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(PLACEMENT_KEY)).toBe('dialog');
  });

  it('shows an applied condition while docked, and Cancel reverts it without emitting', async () => {
    sessionStorage.setItem(PLACEMENT_KEY, 'panel');
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit visibility condition' }));
    const panel = dockedPanel()!;
    await addCondition(user, panel);
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('1 condition (applied, not saved)')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(dockedPanel()).not.toBeInTheDocument();
    expect(screen.getByText('Always shown')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on Esc as the dialog does, even when pinned, dropping what was applied', async () => {
    sessionStorage.setItem(PLACEMENT_KEY, 'panel');
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit visibility condition' }));
    const panel = dockedPanel()!;
    await addCondition(user, panel);
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await user.click(within(panel).getByRole('button', { name: 'Pin' }));
    await user.keyboard('{Escape}');
    expect(dockedPanel()).not.toBeInTheDocument();
    expect(screen.getByText('Always shown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit visibility condition' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a read-only user the docked builder read-only', async () => {
    sessionStorage.setItem(PLACEMENT_KEY, 'panel');
    const { user } = setup({ readOnly: true });
    await user.click(screen.getByRole('button', { name: 'View visibility condition' }));
    const panel = dockedPanel()!;
    expect(within(panel).getByRole('button', { name: 'Add condition' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Open as dialog' })).toBeEnabled();
  });

  it('opens only as a dialog where the page has no dock area', async () => {
    sessionStorage.setItem(PLACEMENT_KEY, 'panel');
    const { user } = setup({ dock: false });
    await user.click(screen.getByRole('button', { name: 'Edit visibility condition' }));
    const dialog = screen.getByRole('dialog', { name: 'Visibility condition' });
    expect(within(dialog).queryByRole('button', { name: 'Dock to side panel' })).not.toBeInTheDocument();
  });
});

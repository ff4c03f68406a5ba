// @vitest-environment jsdom
import '../../../widgets/feedback/dom-test-setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Component } from '../../../../schema';
import { setAt } from '../../../../sync/paths';
import type { ConditionSubject } from '../../conditions/condition-subject';
import { ComponentSettings } from './component-settings';
import { allSamples, sampleAnswerGroup, sampleComponent } from './sample-components';

const subjects: ConditionSubject[] = [{ id: 'q1', name: 'Q1', label: 'Age?', type: 'numeric', answers: [] }];

function setup(component: Component, options: { language?: string; readOnly?: boolean } = {}) {
  const onChange = vi.fn();
  render(
    <ComponentSettings
      component={component}
      language={options.language ?? 'default'}
      listSubjects={() => subjects}
      readOnly={options.readOnly}
      onChange={onChange}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  screen.getByRole('combobox', { name: label }).focus();
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('option', { name: option }));
}

describe('ComponentSettings', () => {
  it('emits the path and value of a switched flag', async () => {
    const { onChange, user } = setup(sampleComponent('question', 'Q1'));
    await user.click(screen.getByRole('switch', { name: 'Required' }));
    expect(onChange).toHaveBeenCalledWith([{ path: ['required'], value: false }], 'Change required');
  });

  it('emits a nested select choice (grid orientation)', async () => {
    const { onChange, user } = setup(sampleComponent('grid', 'GD1'));
    await choose(user, 'Orientation', 'Vertical');
    expect(onChange).toHaveBeenCalledWith([{ path: ['presentation', 'orientation'], value: 'vertical' }], 'Change orientation');
  });

  it('sets the exit block terminate status', async () => {
    const { onChange, user } = setup(sampleComponent('exit_block', 'EB1'));
    await choose(user, 'Terminate status', 'Quota full');
    expect(onChange).toHaveBeenCalledWith([{ path: ['terminate_status'], value: 'quota_full' }], 'Change terminate status');
  });

  it('stores "Select all" as a null selection method', async () => {
    const group = { ...sampleComponent('quota_group'), single_selection_method: 'random' } as Component;
    const { onChange, user } = setup(group);
    await choose(user, 'Selection method', 'Select all');
    expect(onChange).toHaveBeenCalledWith([{ path: ['single_selection_method'], value: null }], 'Change selection method');
  });

  it('hands a typed number over at the pause, without leaving the field (quota definition target)', async () => {
    const { onChange, user } = setup(sampleComponent('quota_definition'));
    await user.clear(screen.getByLabelText('Target'));
    await user.type(screen.getByLabelText('Target'), '150');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ path: ['target'], value: 150 }], 'Change target'));
    expect(screen.getByLabelText('Target')).toHaveFocus();
    // Leaving the field hands over nothing more: the pause already did.
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the typing in place while its own pauses come back from the store (a comma list)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // Feeds each change back as the draft engine does, so the field sees its own hand-overs.
    function Stored() {
      const [component, setComponent] = useState(sampleComponent('data_processor'));
      return (
        <ComponentSettings component={component} language="default" listSubjects={() => []}
          onChange={(changes, label) => {
            onChange(changes, label);
            setComponent((current) => changes.reduce((next, change) => setAt(next, change.path, change.value) as Component, current));
          }} />
      );
    }
    render(<Stored />);
    const tags = screen.getByLabelText('Tag questions');
    await user.type(tags, 'q1,');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([{ path: ['feedback_analytics', 'tags'], value: ['q1'] }], 'Change tag questions'));
    // Stored as ['q1'], which reads back as "q1": the comma just typed must stay.
    expect(tags).toHaveValue('q1,');
    await user.type(tags, 'q2');
    expect(tags).toHaveValue('q1,q2');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([{ path: ['feedback_analytics', 'tags'], value: ['q1', 'q2'] }], 'Change tag questions'));
    expect(onChange).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(tags).toHaveValue('q1, q2');
  });

  it('emits a text on Enter and hides query-string settings for file uploads', async () => {
    const { onChange, user } = setup(sampleComponent('data_collector', 'DC1'));
    await user.type(screen.getByLabelText('Parameter name'), 'uid{Enter}');
    expect(onChange).toHaveBeenCalledWith([{ path: ['query_string', 'param_name'], value: 'uid' }], 'Change parameter name');
    render(<ComponentSettings component={{ ...sampleComponent('data_collector'), source: 'file_upload' } as Component} language="default" listSubjects={() => []} onChange={vi.fn()} />);
    expect(screen.getAllByLabelText('Parameter name')).toHaveLength(1);
  });

  it('writes language texts into additional_language_data', async () => {
    const { onChange, user } = setup(sampleComponent('question', 'Q1'), { language: 'fr' });
    await user.type(screen.getByLabelText('Custom error message (fr)'), 'Obligatoire');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith([{ path: ['additional_language_data', 'fr', 'error_message'], value: 'Obligatoire' }], 'Change custom error message (fr)');
  });

  it('prompts a translation with the default-language text to translate', () => {
    const question = {
      ...sampleComponent('question', 'Q1'),
      default_language_data: { question_text: '<p>Do you <b>commute</b>?</p>', error_message: 'Please answer' },
      additional_language_data: { fr: { question_text: '<p>Faites-vous la navette ?</p>' } },
    } as Component;
    setup(question, { language: 'fr' });
    expect(screen.getByRole('textbox', { name: 'Question text (fr)' })).toHaveAttribute('data-placeholder', 'Translate: Do you commute?');
    expect(screen.getByRole('textbox', { name: 'Question text (fr)' })).toHaveTextContent('Faites-vous la navette ?');
    expect(screen.getByLabelText('Custom error message (fr)')).toHaveAttribute('placeholder', 'Translate: Please answer');
    // Nothing to prompt with where the default language has no text either.
    expect(screen.getByLabelText('Instruction text (fr)', { selector: '[role=textbox]' })).toHaveAttribute('data-placeholder', '');
  });

  it('shows no translation prompt while editing the default language', () => {
    setup({ ...sampleComponent('answer', 'A1'), default_language_data: { label: 'Yes' } } as Component);
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveAttribute('data-placeholder', '');
  });

  it('edits rich text through its HTML view, in the language being edited', async () => {
    const { onChange, user } = setup(sampleComponent('exit_block', 'EB1'), { language: 'de' });
    const exitText = screen.getByRole('group', { name: 'Exit text (de)' });
    await user.click(within(exitText).getByRole('button', { name: 'HTML' }));
    await user.type(within(exitText).getByRole('textbox', { name: 'Exit text (de) (HTML)' }), '<p>Danke</p>');
    await user.click(document.body);
    expect(onChange).toHaveBeenLastCalledWith([{ path: ['additional_language_data', 'de', 'exit_text'], value: '<p>Danke</p>' }], 'Change exit text (de)');
  });

  it('shows "Invalid hex code" for a partial colour and emits nothing', async () => {
    const { onChange, user } = setup(sampleComponent('answer', 'A1'));
    const background = screen.getByLabelText('Button background');
    expect(background).toHaveValue('e5e9ed');
    await user.clear(background);
    await user.type(background, 'abc');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid hex code');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits a valid button colour under development_fields.button_settings', async () => {
    const { onChange, user } = setup(sampleComponent('answer', 'A1'));
    await user.clear(screen.getByLabelText('Selected hover text'));
    await user.type(screen.getByLabelText('Selected hover text'), 'FF0000{Enter}');
    expect(onChange).toHaveBeenCalledWith(
      [{ path: ['development_fields', 'button_settings', 'active_hover_text'], value: 'ff0000' }],
      'Change selected hover text',
    );
  });

  it('resets the display when the answer group type changes', async () => {
    const { onChange, user } = setup(sampleAnswerGroup('single'));
    await choose(user, 'Answer type', 'Date');
    const [changes, label] = onChange.mock.calls[0]!;
    expect(label).toBe('Change answer type');
    expect(changes).toEqual(expect.arrayContaining([
      { path: ['answer_group_type'], value: 'date' },
      { path: ['display'], value: 'datepicker' },
      { path: ['format'], value: 'YYYY-MM-DD' },
      { path: ['icon'] },
    ]));
  });

  it('shows each answer group type its own display settings', () => {
    setup(sampleAnswerGroup('open_text'));
    expect(screen.getByRole('switch', { name: 'Character counter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Display' })).not.toBeInTheDocument();
  });

  it('offers open text of type number (spec §5)', async () => {
    const { onChange, user } = setup(sampleAnswerGroup('open_text'));
    await choose(user, 'Text type', 'Number');
    expect(onChange).toHaveBeenCalledWith([{ path: ['text_type'], value: 'number' }], 'Change text type');
  });

  it('shows the other-text settings only for an other answer', () => {
    setup({ ...sampleComponent('answer', 'A1'), other: true } as Component);
    expect(screen.getByRole('switch', { name: 'Other text required' })).toBeInTheDocument();
    expect(screen.getByLabelText('Other text error message')).toBeInTheDocument();
    setup(sampleComponent('answer', 'A2'));
    expect(screen.getAllByRole('switch', { name: 'Other text required' })).toHaveLength(1);
  });

  it('offers Data Punch on questions only with the feature', () => {
    const onChange = vi.fn();
    const { rerender } = render(<ComponentSettings component={sampleComponent('question', 'Q1')} language="default" listSubjects={() => []} onChange={onChange} />);
    expect(screen.queryByRole('switch', { name: 'Data Punch' })).not.toBeInTheDocument();
    rerender(<ComponentSettings component={sampleComponent('question', 'Q1')} language="default" listSubjects={() => []} onChange={onChange} dataPunch />);
    expect(screen.getByRole('switch', { name: 'Data Punch' })).toBeInTheDocument();
  });

  it('disables every control when read-only', () => {
    setup(sampleComponent('answer', 'A1'), { readOnly: true });
    for (const role of ['textbox', 'switch', 'combobox'] as const) {
      for (const control of screen.queryAllByRole(role)) {
        if (control.isContentEditable || control.getAttribute('role') === 'textbox') expect(control).toHaveAttribute('aria-readonly', 'true');
        else expect(control).toBeDisabled();
      }
    }
    expect(screen.getByLabelText('Code')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'View visibility condition' })).toBeEnabled();
  });

  it('saves a condition tree from the condition builder', async () => {
    const { onChange, user } = setup(sampleComponent('question', 'Q2'));
    expect(screen.getAllByText('Always shown')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit visibility condition' }));
    const dialog = screen.getByRole('dialog', { name: 'Visibility condition' });
    await user.click(within(dialog).getByRole('button', { name: 'Add condition' }));
    await user.selectOptions(within(dialog).getByLabelText('Question for condition 1'), 'q1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onChange).toHaveBeenCalledWith(
      [{ path: ['visibility_condition'], value: { kind: 'group', operator: 'and', items: [expect.objectContaining({ question_id: 'q1', fn: 'answered' })] } }],
      'Change visibility condition',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an applied condition, and Cancel reverts it without emitting', async () => {
    const { onChange, user } = setup(sampleComponent('quota_definition'));
    await user.click(screen.getByRole('button', { name: 'Edit criteria' }));
    const dialog = screen.getByRole('dialog', { name: 'Criteria' });
    await user.click(within(dialog).getByRole('button', { name: 'Add condition' }));
    await user.selectOptions(within(dialog).getByLabelText('Question for condition 1'), 'q1');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('1 condition (applied, not saved)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No criteria')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each(allSamples().map((c) => [c.kind === 'answer_group' ? `answer_group ${c.answer_group_type}` : c.kind, c] as const))(
    'renders %s without throwing',
    (_name, component) => {
      setup(component);
      expect(document.body).not.toBeEmptyDOMElement();
    },
  );
});

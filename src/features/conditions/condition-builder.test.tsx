// @vitest-environment jsdom
import '../../widgets/feedback/dom-test-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConditionBuilder } from './condition-builder';
import type { ConditionSubject } from './condition-subject';

const subjects: ConditionSubject[] = [
  { id: 'q1', name: 'Q1', label: 'Which did you use?', type: 'multi', answers: [{ id: 'a1', code: '1', label: 'Web' }, { id: 'a2', code: '2', label: 'App' }] },
  { id: 'q2', name: 'Q2', label: 'How many visits?', type: 'numeric', answers: [] },
  { id: 'q3', name: 'Q3', label: 'Comments', type: 'open_text', answers: [] },
];

function setup(value = null) {
  const onApply = vi.fn();
  const onSave = vi.fn();
  const onCancel = vi.fn();
  render(<ConditionBuilder value={value} subjects={subjects} onApply={onApply} onSave={onSave} onCancel={onCancel} />);
  return { onApply, onSave, onCancel, user: userEvent.setup() };
}

describe('ConditionBuilder', () => {
  it('builds "Q1 is answered 1+2" and saves it', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.selectOptions(screen.getByLabelText('Question for condition 1'), 'q1');
    await user.type(screen.getByLabelText('Answers for condition 1'), '1+2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ kind: 'group', operator: 'and', items: [expect.objectContaining({ question_id: 'q1', fn: 'answered', answers: [['a1', 'a2']] })] });
  });

  it('offers only the functions the question type allows', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.selectOptions(screen.getByLabelText('Question for condition 1'), 'q3');
    const options = [...(screen.getByLabelText('Function for condition 1') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['answered', 'equalTo', 'characterCount', 'contains']);
  });

  it('shows an unknown answer code beside the field and keeps what was typed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.selectOptions(screen.getByLabelText('Question for condition 1'), 'q1');
    await user.type(screen.getByLabelText('Answers for condition 1'), '1, 5');
    expect(screen.getByRole('alert')).toHaveTextContent('There is no answer with code 5');
    expect(screen.getByLabelText('Answers for condition 1')).toHaveValue('1, 5');
  });

  it('applies without closing, and Cancel reverts what was applied', async () => {
    const { onApply, onCancel, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.selectOptions(screen.getByLabelText('Question for condition 1'), 'q2');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ items: [expect.objectContaining({ question_id: 'q2' })] }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onApply).toHaveBeenLastCalledWith(null);
    expect(onCancel).toHaveBeenCalled();
  });

  it('groups, combines with OR, reorders and deletes', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.click(screen.getByRole('button', { name: 'Add group' }));
    await user.selectOptions(screen.getByLabelText('Combine all conditions with'), 'or');
    await user.click(screen.getByRole('button', { name: 'Move 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ operator: 'or', items: [{ kind: 'group' }] });
  });
});

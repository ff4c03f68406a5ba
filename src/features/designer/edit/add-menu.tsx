// The Add menus: question kinds (data processor only with the survey_data_punch feature), then
// exit blocks and quotas.
import { Plus } from 'lucide-react';
import { Dropdown, type MenuEntry } from '../../../widgets/overlay';
import { addChoices, questionChoices, type AddChoiceId } from './add-catalogue';

export function AddMenu({ onAdd, disabled, canUseFeature }: {
  onAdd: (choice: AddChoiceId) => void;
  disabled: boolean;
  canUseFeature: (feature: 'survey_data_punch') => boolean;
}) {
  const entry = (id: AddChoiceId): MenuEntry => ({ kind: 'item', id, label: addChoices[id].label, onSelect: () => onAdd(id) });
  const entries: MenuEntry[] = [
    { kind: 'label', id: 'questions', label: 'Questions' },
    ...questionChoices.filter((id) => {
      const feature = (addChoices[id] as { feature?: 'survey_data_punch' }).feature;
      return !feature || canUseFeature(feature);
    }).map(entry),
    { kind: 'separator', id: 'sep' },
    entry('exit_block'),
    entry('quota'),
  ];
  return <Dropdown trigger={<><Plus aria-hidden size={16} /> Add</>} triggerVariant="primary" entries={entries} disabled={disabled} />;
}

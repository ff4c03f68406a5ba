import { describe, expect, it } from 'vitest';
import { answerGroupSchema } from './answer-group';
import { componentSchema, createComponent } from './component';

const group = (fields: Record<string, unknown>) => ({ id: 'ag1', kind: 'answer_group', ...fields });

describe('answer groups', () => {
  it('defaults a single group to radio with the star icon, required', () => {
    expect(createComponent('answer_group', { id: 'ag1', answer_group_type: 'single' })).toMatchObject({
      required: true,
      display: 'radio',
      icon: 'star',
      presentation: { scale: false },
      child_list_order: 'as_displayed',
    });
  });

  it('defaults each other type to its display', () => {
    expect(createComponent('answer_group', { id: 'a', answer_group_type: 'multi' })).toMatchObject({ display: 'checkbox', min: null, max: null });
    expect(createComponent('answer_group', { id: 'a', answer_group_type: 'numeric' })).toMatchObject({
      display: 'text',
      decimal_places: 0,
      range_step: 1,
    });
    expect(createComponent('answer_group', { id: 'a', answer_group_type: 'open_text' })).toMatchObject({
      character_counter: false,
      small: false,
      text_type: 'text',
    });
    expect(createComponent('answer_group', { id: 'a', answer_group_type: 'date' })).toMatchObject({
      display: 'datepicker',
      format: 'YYYY-MM-DD',
    });
  });

  it('offers open text of type number (spec §5) and refuses other text types', () => {
    expect(createComponent('answer_group', { id: 'a', answer_group_type: 'open_text', text_type: 'number' })).toMatchObject({ text_type: 'number' });
    expect(componentSchema.safeParse({ ...createComponent('answer_group', { id: 'a', answer_group_type: 'open_text' }), text_type: 'email' }).success).toBe(false);
  });

  it('accepts the displays of each type and refuses those of another', () => {
    expect(componentSchema.safeParse(group({ answer_group_type: 'single', display: 'rating', icon: 'thumbs-up' })).success).toBe(true);
    expect(componentSchema.safeParse(group({ answer_group_type: 'numeric', display: 'range_slider' })).success).toBe(true);
    expect(componentSchema.safeParse(group({ answer_group_type: 'multi', display: 'rating' })).error?.issues[0]?.path).toEqual(['display']);
  });

  it('refuses an unknown answer group type on answer_group_type', () => {
    expect(componentSchema.safeParse(group({ answer_group_type: 'slider' })).error?.issues[0]?.path).toEqual(['answer_group_type']);
  });

  it('refuses a min above max on max', () => {
    for (const type of ['numeric', 'multi', 'open_text']) {
      const result = componentSchema.safeParse(group({ answer_group_type: type, min: 10, max: 1 }));
      expect(result.error?.issues[0]?.path, type).toEqual(['max']);
    }
    expect(componentSchema.safeParse(group({ answer_group_type: 'multi', min: 1, max: 1 })).success).toBe(true);
  });

  it('keeps a placeholder only for typed groups', () => {
    const numeric = answerGroupSchema.parse(group({ answer_group_type: 'numeric', default_language_data: { placeholder: 'Age' } }));
    const single = answerGroupSchema.parse(group({ answer_group_type: 'single', default_language_data: { placeholder: 'Age' } }));
    expect(numeric.default_language_data).toEqual({ placeholder: 'Age' });
    expect(single.default_language_data).toEqual({});
  });
});

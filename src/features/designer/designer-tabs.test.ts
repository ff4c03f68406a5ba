import { describe, expect, it } from 'vitest';
import { designerTabs, tabUnavailableReason } from './designer-tabs';

const tab = (id: string) => designerTabs.find((t) => t.id === id)!;

describe('designer tabs', () => {
  it('has the six tabs of the spec in order', () => {
    expect(designerTabs.map((t) => t.id)).toEqual(['overview', 'edit', 'routing', 'settings', 'launch', 'data']);
  });

  it('opens the overview in every status', () => {
    for (const status of ['draft', 'test', 'live', 'closed'] as const) expect(tabUnavailableReason(tab('overview'), status)).toBeNull();
  });

  it('opens the routing tab in every status (issue 13)', () => {
    for (const status of ['draft', 'test', 'live', 'closed'] as const) expect(tabUnavailableReason(tab('routing'), status)).toBeNull();
  });

  it('says why a tab is not available', () => {
    expect(tabUnavailableReason({ ...tab('data'), built: true }, 'draft')).toBe('Data is available once the survey has been published');
    expect(tabUnavailableReason({ ...tab('data'), built: true }, 'live')).toBeNull();
    expect(tabUnavailableReason({ ...tab('routing'), built: false }, 'draft')).toBe('Routing is coming in a later release');
  });
});

import { describe, expect, it } from 'vitest';
import { attributeKeys, draftOf, percent, rowsOfDraft, rowsOfSetup, shareLink, type ShippedSetup } from '../src/lib/setup-draft';

const families: ShippedSetup = {
  roles: ['mafia-member', 'townsperson', 'townsperson', 'boss', 'townsperson'],
  seats: [
    { faction: null, modifiers: [], attributes: { family: 'Alpha' } },
    { faction: null, modifiers: [], attributes: { family: 'Alpha' } },
    { faction: null, modifiers: [], attributes: { family: 'Alpha' } },
    { faction: 'mafia', modifiers: [], attributes: { family: 'Beta' } },
    { faction: null, modifiers: ['bulletproof-1'], attributes: { family: 'Beta' } },
  ],
  settings: {},
};

describe('setup editor rows (issue #22)', () => {
  it('groups identical seats of a shipped setup and keeps faction, modifiers and attributes', () => {
    const keys = attributeKeys([families]);
    expect(keys).toEqual(['family']);
    expect(rowsOfSetup(families, keys)).toEqual([
      { role: 'mafia-member', count: 1, faction: '', modifiers: '', attributes: { family: 'Alpha' } },
      { role: 'townsperson', count: 2, faction: '', modifiers: '', attributes: { family: 'Alpha' } },
      { role: 'boss', count: 1, faction: 'mafia', modifiers: '', attributes: { family: 'Beta' } },
      { role: 'townsperson', count: 1, faction: '', modifiers: 'bulletproof-1', attributes: { family: 'Beta' } },
    ]);
  });

  it('turns rows into the API draft and back, leaving blanks out', () => {
    const rows = rowsOfSetup(families, ['family']);
    rows[0] = { role: 'mafia-member', count: 3, faction: '', modifiers: ' a-1 ,, b ', attributes: { family: ' ' } };
    const draft = draftOf(rows, { firstPhase: 'day' });
    expect(draft.groups[0]).toEqual({ role: 'mafia-member', count: 3, modifiers: ['a-1', 'b'] });
    expect(draft.groups[2]).toEqual({ role: 'boss', count: 1, faction: 'mafia', attributes: { family: 'Beta' } });
    expect(draft.settings).toEqual({ firstPhase: 'day' });
    expect(rowsOfDraft(draft, ['family'])[2]).toEqual(rows[2]);
    expect(draftOf([{ role: 'x', count: -2, faction: '', modifiers: '', attributes: {} }], {}).groups[0]?.count).toBe(0);
  });

  it('makes the share link and percentages', () => {
    expect(shareLink('http://h:1', '/', 'abc_DEF-123')).toBe('http://h:1/#/setups/abc_DEF-123');
    expect(percent(0.12345)).toBe('12.3');
  });
});

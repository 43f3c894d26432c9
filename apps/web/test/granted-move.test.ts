import { addRulesetNamespace, createI18n, type LocaleTree } from '@mafia/i18n';
import { collectNamespaces } from '@mafia/i18n/check-repo';
import { describe, expect, it } from 'vitest';
import { abilityTextId, moveHeading } from '../src/lib/granted-move';

/**
 * A granted move (kernel "Granted moves": the Russian Necromancer's undead, the Actor's copy) is
 * listed as `heal@undead-Com`, which no text names: the action list shows it as the role's move with
 * its source, in the reader's language, with the shipped russian-extended texts.
 */
const NS = 'russian-extended';
function shipped(): Record<string, LocaleTree> {
  const files = collectNamespaces().find((n) => n.namespace === NS);
  if (!files) throw new Error(`no ${NS} locales`);
  return files.languages;
}

function heading(lng: string, action: Parameters<typeof moveHeading>[0]) {
  const i18n = createI18n({ lng });
  addRulesetNamespace(i18n, NS, shipped());
  const t = (key: string, params?: Record<string, string>) => i18n.t(key, params);
  const namer = {
    ability: (id: string) => i18n.t(`${NS}:abilities.${id}.name`, { defaultValue: id }),
    role: (id: string) => i18n.t(`${NS}:roles.${id}.name`, { defaultValue: id }),
    seat: (id: string) => ({ Com: 'Kolya' })[id],
  };
  return moveHeading(action, namer, t);
}

const undeadHeal = {
  ability: 'heal@undead-Com',
  granted: { ability: 'heal', grant: 'undead-Com', role: 'doctor', source: { rule: 'necromancer r.3', seat: 'Com' } },
};

describe('a granted move in the action list', () => {
  it('reads as the role’s move with its source and the role that granted it (en)', () => {
    expect(heading('en', undeadHeal)).toEqual({ title: 'Heal — Doctor’s move, from Kolya', via: 'Granted by: Necromancer' });
    expect(abilityTextId(undeadHeal)).toBe('heal');
  });

  it('in Russian too, and without a source seat (the Wizard’s conjured role)', () => {
    const ru = heading('ru', undeadHeal);
    expect(ru.title).toMatch(/ход роли «Доктор» игрока Kolya$/);
    expect(ru.via).toBe('Получено через роль: Некромант');
    const conjured = heading('en', { ability: 'check', granted: { ability: 'check', grant: 'conjure', role: 'commissar', source: { rule: 'wizard r.3' } } });
    expect(conjured.title).toMatch(/Commissar/);
    expect(conjured.title).not.toContain('from');
  });

  it('leaves a seat’s own move as its name', () => {
    expect(heading('en', { ability: 'curse' })).toEqual({ title: 'Curse three players', via: null });
  });
});

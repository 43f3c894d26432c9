import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import { russianExtended } from '../src';

/**
 * Issue #21: the role card shows `roles.<role>.pm` (the role's mechanics, the same for every team),
 * then `overlay.<team>.<role>` (how the role differs for that team: part 3 §3.2, l.85–106 for a
 * black holder; §2.7, l.69–80 for the Faceless) and `factions.<team>.pm` (the team's goal, part 4
 * §8 END-1..END-5, part 3 §2). A team goal written into a role's pm would be read by every team.
 */
type Locale = {
  roles: Record<string, { pm?: string }>;
  factions: Record<string, { name: string; pm?: string }>;
  overlay?: Record<string, Record<string, string>>;
};
const LOCALES: Record<string, Locale> = { en, ru };

/** The civilian role ids of the contract (russian-extended-contract.md §1), implemented or not. */
const CONTRACT_ROLES = [
  'citizen', 'doctor', 'blocker', 'commissar', 'detective', 'investigator', 'active-citizen', 'politician',
  'phantom', 'immortal', 'bodyguard', 'prostitute', 'hacker', 'terrorist', 'journalist', 'homeless',
  'anonymous', 'pimp', 'lawyer', 'inquisitor', 'priest', 'witness', 'liar', 'judge', 'drug-dealer', 'hero',
  'fanatic', 'hypnotist', 'kamikaze', 'madman', 'actor', 'collector', 'necromancer', 'cultist',
  'criminalist', 'maid', 'witch', 'wizard',
];

/**
 * The roles whose black holder plays differently (part 3 §3.2: N-COM … N-WITCH, l.85–106), and the
 * Immortal, changed only for the Executor (§3.3 N-EXE, l.110; the other §3.3 pairs add to §3.2 roles).
 */
const BLACK_OVERLAY = [
  'commissar', 'detective', 'investigator', 'phantom', 'bodyguard', 'prostitute', 'hacker', 'terrorist',
  'journalist', 'pimp', 'lawyer', 'inquisitor', 'liar', 'hero', 'fanatic', 'kamikaze', 'madman', 'actor',
  'collector', 'necromancer', 'cultist', 'witch', 'immortal',
];

/** The roles whose Faceless holder plays differently (part 3 §2.7: FP, FB, FT, FH, FK, FM, FX, FC, FL, FW). */
const GREY_OVERLAY = [
  'phantom', 'bodyguard', 'terrorist', 'hero', 'kamikaze', 'madman', 'investigator', 'fanatic', 'cultist',
  'inquisitor', 'commissar', 'detective', 'liar', 'witch',
];

/** Phrases that tell a player what his team wants; they belong in `factions.<team>.pm`. */
const TEAM_GOALS = [
  'find the blacks', 'find the reds', 'vote them out', 'vote out the', 'kill the reds', 'your team wins',
  'the reds win', 'the blacks win', 'you win', 'to win',
  'найдите черных', 'ищите черных', 'вычисляйте черных', 'голосуйте против них', 'убейте красных',
  'ваша команда побеждает', 'красные побеждают', 'черные побеждают', 'вы побеждаете', 'чтобы победить',
];

const normalise = (text: string): string => text.toLowerCase().replaceAll('ё', 'е');
const factionIds = russianExtended.definition.factions.map((f) => f.id);
const overlayKeys = (locale: Locale): string[] =>
  Object.entries(locale.overlay ?? {}).flatMap(([faction, roles]) => Object.keys(roles).map((role) => `${faction}.${role}`));

describe('role texts per team (issue #21)', () => {
  it.each(Object.keys(LOCALES))('no role pm in %s states a team goal', (language) => {
    const offending = Object.entries(LOCALES[language]?.roles ?? {}).flatMap(([role, texts]) =>
      TEAM_GOALS.filter((phrase) => normalise(texts.pm ?? '').includes(phrase)).map((phrase) => `${role}: "${phrase}"`),
    );
    expect(offending).toEqual([]);
  });

  it.each(Object.keys(LOCALES))('every faction of the ruleset has its own pm in %s', (language) => {
    const factions = LOCALES[language]?.factions ?? {};
    const pms = factionIds.map((id) => factions[id]?.pm ?? '');
    expect(pms.every((pm) => pm.trim().length > 0), `${language}: ${factionIds.join(', ')}`).toBe(true);
    expect(new Set(pms).size).toBe(factionIds.length);
  });

  it.each(Object.keys(LOCALES))('every overlay in %s names a faction of the ruleset and a role id of the contract', (language) => {
    const keys = overlayKeys(LOCALES[language] as Locale);
    expect(keys.length).toBeGreaterThan(0);
    const wrong = keys.filter((key) => {
      const [faction = '', role = ''] = key.split('.');
      return !factionIds.includes(faction) || !CONTRACT_ROLES.includes(role);
    });
    expect(wrong).toEqual([]);
    const empty = keys.filter((key) => {
      const [faction = '', role = ''] = key.split('.');
      return (LOCALES[language]?.overlay?.[faction]?.[role] ?? '').trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('en and ru have the same overlay keys', () => {
    expect(overlayKeys(ru).sort()).toEqual(overlayKeys(en).sort());
  });

  it('the reds have no overlay: a role pm is written for a red holder (part 3 N.0, F.80)', () => {
    for (const locale of Object.values(LOCALES)) expect(locale.overlay?.['red']).toBeUndefined();
  });

  it('every role the rulebook changes for a black holder (§3.2, §3.3) or the Faceless (§2.7) has its overlay', () => {
    for (const locale of Object.values(LOCALES)) {
      expect(BLACK_OVERLAY.filter((role) => locale.overlay?.['black']?.[role] === undefined)).toEqual([]);
      expect(GREY_OVERLAY.filter((role) => locale.overlay?.['grey']?.[role] === undefined)).toEqual([]);
    }
  });
});

import { addRulesetNamespace, createI18n } from '@mafia/i18n';
import { collectNamespaces } from '@mafia/i18n/check-repo';
import { describe, expect, it } from 'vitest';
import { reasonParts, winReasonText } from '../src/lib/win-reason';

/** Issue #21, "the winners and the win condition": each ruleset's result reasons in words. */
function why(ns: string, reason: string, lng = 'en', names: Record<string, string> = {}): string | null {
  const i18n = createI18n({ lng });
  const files = collectNamespaces().find((n) => n.namespace === ns);
  if (!files) throw new Error(`no ${ns} locales`);
  addRulesetNamespace(i18n, ns, files.languages);
  const t = i18n.getFixedT(lng);
  const list = (items: string[]) => new Intl.ListFormat(lng, { type: 'conjunction' }).format(items.map((i) => names[i] ?? i));
  return winReasonText(reason, ns, { exists: (key) => i18n.exists(key), t: (key, options) => t(key, options) }, list);
}

describe('win reasons', () => {
  it('splits a reason into its conditions and what each names', () => {
    expect(reasonParts('no-mafia-left')).toEqual([{ id: 'no-mafia-left', items: [] }]);
    expect(reasonParts('families:family-1,family-3')).toEqual([{ id: 'families', items: ['family-1', 'family-3'] }]);
    expect(reasonParts('no-blacks-left+faceless-won')).toEqual([
      { id: 'no-blacks-left', items: [] },
      { id: 'faceless-won', items: [] },
    ]);
  });

  it('every result reason of the shipped rulesets has words, in English and Russian', () => {
    const reasons: Array<[string, string]> = [
      ['gorny', 'no-mafia-left'],
      ['gorny', 'fifty-percent-rule'],
      ['sandbox', 'no-mafia-left'],
      ['sandbox', 'mafia-parity'],
      ['mafia-1923', 'mafia-half-alive'],
      ['mafia-1923', 'no-family-cleared'],
      ['mafia-1923', 'families:family-2'],
      ['russian-extended', 'no-blacks-left'],
      ['russian-extended', 'reds-outnumbered'],
      ['russian-extended', 'last-one-on-one'],
      ['russian-extended', 'reds-equal-blacks'],
      ['russian-extended', 'madman-one-on-one'],
      ['russian-extended', 'no-victim-streak'],
      ['russian-extended', 'reds-outnumbered+faceless-won'],
      ['conan-bo', 'draw-by-heartbreak'],
      ['conan-bo', 'no-free-bo'],
      ['conan-bo', 'no-free-town'],
      ['conan-bo', 'bo-parity'],
      ['conan-bo', 'night-start'],
      ['sandbox', 'cycle-finished'],
    ];
    for (const [ns, reason] of reasons) {
      for (const lng of ['en', 'ru']) expect(why(ns, reason, lng) ?? `no words for ${ns} ${reason} ${lng}`).toMatch(/^(?!no words)\p{L}/u);
    }
  });

  it('names the winning families and joins two conditions', () => {
    expect(why('mafia-1923', 'families:family-1,family-3', 'en', { 'family-1': 'Family 1', 'family-3': 'Family 3' })).toBe(
      'no Mafia Member left in the family, and the most Civilians alive: Family 1 and Family 3',
    );
    expect(why('russian-extended', 'no-blacks-left+faceless-won')).toBe('no black and no Faceless is left (END-1); the Faceless outlived enough of the starting line-up (END-9)');
    expect(why('russian-extended', 'no-blacks-left', 'ru')).toBe('не осталось ни чёрных, ни Безликого (END-1)');
  });

  it('a reason without words gives nothing, and an unknown part is left out', () => {
    expect(why('gorny', 'no-such-reason')).toBeNull();
    expect(why('gorny', 'no-mafia-left+no-such-reason')).toBe('no mafia and no cult is left');
  });
});

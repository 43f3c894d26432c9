import { describe, expect, it } from 'vitest';
import { check, type Phase } from './helpers';

/** The fixture's night: the doctor saves Dan from the mafia, the silencer silences Bob (a private status). */
const night = (expectations: Record<string, unknown>): Phase[] => [
  {
    phase: 'night',
    actions: [
      { actor: 'Ann', targets: ['Dan'] },
      { actor: 'Cat', targets: ['Dan'] },
      { actor: 'Fay', targets: ['Bob'] },
    ],
    expect: expectations,
  },
];

describe('expect.absent, expect.deadCount, expect.views (docs/scenarios.md, additions for conan-bo)', () => {
  it('absent passes when nothing listed matches and fails on a status held or a notice sent', () => {
    expect(check(night({ absent: { statuses: { Cat: ['silenced'] }, notices: [{ key: 'notices.no-such-notice' }] } })).failures).toEqual([]);
    const failures = check(night({ absent: { statuses: { Bob: ['silenced'] }, notices: [{ key: 'notices.night-deaths' }] } })).failures;
    expect(failures).toHaveLength(2);
    expect(failures.join('\n')).toContain('absent.statuses.Bob');
    expect(failures.join('\n')).toContain('absent.notices[0]');
  });

  it('deadCount counts the deaths of the span', () => {
    expect(check(night({ deadCount: 0 })).failures).toEqual([]);
    expect(check(night({ deadCount: 1 })).failures.join('\n')).toContain('expected 1 deaths, got 0');
  });

  it('views shows a private status to its holder and the host only, exactly', () => {
    const views = { Bob: { statuses: { Bob: ['silenced'] } }, host: { statuses: { Bob: ['silenced'] } }, Cat: { statuses: { Bob: [] } }, public: { statuses: { Bob: [] } } };
    expect(check(night({ views })).failures).toEqual([]);
    const wrong = check(night({ views: { Cat: { statuses: { Bob: ['silenced'] } } } })).failures;
    expect(wrong.join('\n')).toContain('views.Cat.statuses.Bob');
  });
});

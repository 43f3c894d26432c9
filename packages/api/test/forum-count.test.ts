/**
 * Issue #23 follow-up: a forum game's count post is the vote kernel's own tally of the poll, not
 * seed 001's head count. A Russian lynch (plurality, russian-extended part 4 §5) where the judge's
 * ballot weighs his weight at the close (judge r.1): the leader changes from the head count's to the judge's.
 */
import { castBallot, closePoll, emptyState, openPoll, updateVoters, type GameState, type PollSpec, type PollState } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { decidedSeat, forumPollCount } from '../src/forum/count';

const NAMES = ['Алиса', 'Борис', 'Вера', 'Глеб', 'Дина'];
const seats = NAMES.map((name, i) => ({ id: `s${i + 1}`, name, role: i === 4 ? 'judge' : 'citizen', faction: 'red', modifiers: [], alive: true, statuses: [], attributes: {} }));

const ok = (result: ReturnType<typeof castBallot>): PollState => {
  if (!result.ok) throw new Error(JSON.stringify(result.rejection));
  return result.poll;
};

function lynch(): PollState {
  const spec: PollSpec = {
    id: 'lynch',
    voters: seats.map((s) => ({ seat: s.id, group: s.faction })),
    options: seats.map((s) => ({ id: s.id, seat: s.id })),
    slots: [{ id: 'main' }],
    visibility: 'live',
    tally: { kind: 'plurality' },
  };
  let poll = openPoll(spec);
  // Алиса, Вера and Глеб vote Борис; the judge Дина votes Алиса.
  for (const [voter, target] of [['s1', 's2'], ['s3', 's2'], ['s4', 's2'], ['s5', 's1']] as const) poll = ok(castBallot(poll, { voter, target, at: 1 }));
  return poll;
}

const stateWith = (poll: PollState): GameState => {
  const empty = emptyState();
  return { ...empty, seats, polls: [poll], clock: { ...empty.clock, phase: { kind: 'day', number: 2 } } };
};

describe('the forum count post reads the vote kernel\'s tally (weights, the poll\'s rule)', () => {
  it('a Russian lynch: the running count leads by heads, the judge\'s weight at the close changes the leader', () => {
    const open = lynch();
    expect(forumPollCount(stateWith(open), open, 'ru').split('\n')).toEqual([
      '[b]Подсчёт голосов, день 2[/b]',
      '[b]Борис[/b] (3): Алиса, Вера, Глеб',
      '[b]Алиса[/b] (1): Дина',
      'Не голосуют (1): Борис',
      'Решает наибольшее число голосов (выбирается: 1).',
      'Лидирует: Борис.',
    ]);
    expect(decidedSeat(stateWith(open), open)).toBeNull();

    // Judge r.1: at the close his ballot weighs his weight (6 at the start), as applyJudgeWeight sets it.
    const weighted = updateVoters(open, open.spec.voters.map((v) => (v.seat === 's5' ? { ...v, weight: 6 } : v)));
    const closed = ok(closePoll(weighted));
    const final = forumPollCount(stateWith(closed), closed, 'ru').split('\n');
    expect(final).toEqual(['[b]Подсчёт голосов, день 2[/b]', '[b]Алиса[/b] (6): Дина', '[b]Борис[/b] (3): Алиса, Вера, Глеб', 'Решает наибольшее число голосов (выбирается: 1).', 'Лидирует: Алиса.']);
    // The judge's weight itself is never printed (weights can reveal roles): only the total has it.
    expect(final.join('\n')).not.toContain('6): Дина ×');
    expect(decidedSeat(stateWith(closed), closed)).toBe('Алиса');
  });

  it('a tie by the kernel\'s rule is named as a tie', () => {
    let poll = lynch();
    poll = ok(castBallot(poll, { voter: 's2', target: 's1', at: 2 }));
    poll = ok(castBallot(poll, { voter: 's3', target: 's1', at: 3 }));
    poll = ok(castBallot(poll, { voter: 's4', target: 's3', at: 4 }));
    // Алиса 3 (Дина, Борис, Вера), Борис 1 (Алиса), Вера 1 (Глеб): Алиса leads.
    const text = forumPollCount(stateWith(poll), poll, 'en');
    expect(text).toContain('Leading: Алиса.');
    const tied = ok(castBallot(poll, { voter: 's2', target: 's2', at: 5 }));
    // Борис moves to himself (this spec allows it): Алиса 2, Борис 2, Вера 1, a tie for the one place.
    expect(forumPollCount(stateWith(tied), tied, 'en')).toContain('Tied: Алиса, Борис.');
  });
});

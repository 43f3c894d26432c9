import { describe, expect, it } from 'vitest';
import type { PollViewer } from '../../src/polls';
import { pollView } from '../../src/polls';
import { close, seatPoll, votes } from './helpers';

/** Issue #21: players know the rules of the moment — the pass mark, the lock, who has not voted. */
const host: PollViewer = { kind: 'host' };
const pub: PollViewer = { kind: 'public' };
const seat = (id: string): PollViewer => ({ kind: 'voter', seat: id });
const five = ['a', 'b', 'c', 'd', 'e'];
const majority = { kind: 'majority', lock: true } as const;

describe('the rules a poll view carries', () => {
  it('a live majority with lock: everyone sees the mark (3 of 5), the lock and who has not voted', () => {
    const poll = votes(seatPoll(five, { tally: majority }), 'a>b', 'c>b');
    for (const viewer of [host, pub, seat('d')]) {
      expect(pollView(poll, viewer).rules).toEqual({ tally: 'majority', needed: 3, lock: true, places: null, notVoting: ['b', 'd', 'e'] });
    }
  });

  it('the mark follows the living voters; a closed poll names no idle voter', () => {
    const poll = close(votes(seatPoll(['a', 'b', 'c'], { tally: { kind: 'majority' } }), 'a>b'));
    expect(pollView(poll, pub).rules).toEqual({ tally: 'majority', needed: 2, lock: false, places: null, notVoting: null });
  });

  it('plurality names its places (the witch hunt decides two)', () => {
    const poll = seatPoll(five, { tally: { kind: 'plurality', places: 2 } });
    expect(pollView(poll, pub).rules).toMatchObject({ tally: 'plurality', needed: null, places: 2 });
  });

  it('ballots kept until the end: players learn the mark but not who has voted', () => {
    const poll = votes(seatPoll(five, { tally: majority, visibility: 'end' }), 'a>b');
    expect(pollView(poll, seat('c')).rules).toMatchObject({ needed: 3, notVoting: null });
    expect(pollView(poll, host).rules.notVoting).toEqual(['b', 'c', 'd', 'e']);
  });

  it('a dead voter under an effect (PHA-8) keeps the voter list secret: no mark, no idle list', () => {
    const poll = seatPoll(five, { tally: majority, voters: [...five.map((s) => ({ seat: s })), { seat: 'ghost', votesWhileDead: true }] });
    expect(pollView(poll, pub).rules).toMatchObject({ needed: null, notVoting: null });
    expect(pollView(poll, seat('a')).rules).toMatchObject({ needed: null, notVoting: null });
    expect(pollView(poll, host).rules).toMatchObject({ needed: 4, notVoting: [...five, 'ghost'] });
  });

  it('excluded voters (a group may follow hidden roles) keep it secret too', () => {
    const poll = seatPoll(five, { tally: majority, voters: five.map((s) => ({ seat: s, group: s === 'e' ? 'mafia' : 'town' })), excluded: { voterGroups: ['mafia'] } });
    const shown = pollView(poll, pub);
    expect(shown.rules).toMatchObject({ needed: null, notVoting: null });
    expect(JSON.stringify(shown)).not.toContain('mafia');
    expect(pollView(poll, host).rules).toMatchObject({ needed: 3, notVoting: ['a', 'b', 'c', 'd'] });
  });

  it('a hidden ballot stays hidden: others see its voter as not voting, the voter does not', () => {
    const poll = votes(seatPoll(five, { tally: majority, hiddenBallots: { voters: ['a'] } }), 'a>b', 'c>b');
    expect(pollView(poll, pub).rules.notVoting).toEqual(['a', 'b', 'd', 'e']);
    expect(pollView(poll, seat('a')).rules.notVoting).toEqual(['b', 'd', 'e']);
  });
});

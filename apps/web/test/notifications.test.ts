import type { AvailableCommand, GameView, Post } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { isMuted, keepNotes, readDigest, setMuted } from '../src/lib/note-store';
import { deadlineNote, mentions, notesBetween, type NoteSource } from '../src/lib/notifications';
import { seatGameView } from './game-view-fixture';

/** Issue #21: what a player is notified of, from two views of the game. */
const post = (id: string, seat: string | null, body: string): Post => ({ id, seat, body, channel: 'thread', at: 1, phase: { kind: 'day', number: 1 } }) as unknown as Post;

function view(over: Partial<GameView> = {}): GameView {
  return seatGameView({
    clock: { phase: { kind: 'day', number: 1 }, step: 'vote', deadline: 1_000_000 } as GameView['clock'],
    seats: [
      { id: 'ann', name: 'Ann', alive: true, removed: false, statuses: [] },
      { id: 'bob', name: 'Bob', alive: true, removed: false, statuses: [] },
    ] as GameView['seats'],
    ...over,
  });
}
const act: AvailableCommand = { type: 'submit-intent', ability: 'kill', targets: { count: 1, min: 1, choices: ['bob'] }, options: [], current: null } as unknown as AvailableCommand;
const src = (v: GameView, available: AvailableCommand[] = []): NoteSource => ({ view: v, available });
const ctx = { gameId: 'g1', now: 500, myName: 'Ann' };
const kinds = (prev: NoteSource | null, next: NoteSource) => notesBetween(prev, next, ctx).map((n) => n.kind);

describe('notes between two views', () => {
  it('a new phase is a note; the same phase again is not', () => {
    const night = view({ clock: { phase: { kind: 'night', number: 1 }, step: 'act', deadline: null } as GameView['clock'] });
    expect(kinds(src(view()), src(night))).toEqual(['phase']);
    expect(kinds(src(night), src(night))).toEqual([]);
  });

  it('the first view notes only a pending turn, never the past', () => {
    expect(kinds(null, src(view({ posts: [post('p1', null, 'Hello Ann')] })))).toEqual([]);
    expect(kinds(null, src(view(), [act]))).toEqual(['your-turn']);
  });

  it('your turn: when a move becomes possible, not again while it stays pending, not once it is sent', () => {
    expect(kinds(src(view()), src(view(), [act]))).toEqual(['your-turn']);
    expect(kinds(src(view(), [act]), src(view(), [act]))).toEqual([]);
    const sent = { ...act, current: { targets: ['bob'] } } as AvailableCommand;
    expect(kinds(src(view()), src(view(), [sent]))).toEqual([]);
  });

  it('a mention of my name by someone else, and the host’s posts; never my own post', () => {
    const before = view({ posts: [post('p1', 'bob', 'hi')] });
    const after = view({ posts: [post('p1', 'bob', 'hi'), post('p2', 'bob', 'I think @Ann is scum'), post('p3', null, 'Day ends soon'), post('p4', 'ann', 'Ann here'), post('p5', 'bob', 'Annabel?')] });
    const notes = notesBetween(src(before), src(after), ctx);
    expect(notes.map((n) => [n.kind, n.id])).toEqual([
      ['mention', 'g1/mention/p2'],
      ['host-message', 'g1/host-message/p3'],
    ]);
    expect(notes[0]?.params).toMatchObject({ name: 'Bob' });
  });

  it('a finished game notes nothing', () => {
    const over = view({ result: { factions: ['town'], seats: [], reason: 'x' } as unknown as GameView['result'] });
    expect(kinds(src(view()), src(over, [act]))).toEqual([]);
  });

  it('names are matched as words, any case', () => {
    expect(mentions('ann, vote', 'Ann')).toBe(true);
    expect(mentions('Joanna', 'Ann')).toBe(false);
    expect(mentions('[b]Vote: Ann[/b]', 'Ann')).toBe(true);
    expect(mentions('anything', '')).toBe(false);
  });
});

describe('deadline near', () => {
  it('within ten minutes, once per step (a stable id), in whole minutes', () => {
    const v = view({ clock: { phase: { kind: 'day', number: 1 }, step: 'vote', deadline: 1_000_000 } as GameView['clock'] });
    expect(deadlineNote(v, { gameId: 'g1', now: 1_000_000 - 11 * 60_000 })).toBeNull();
    const near = deadlineNote(v, { gameId: 'g1', now: 1_000_000 - 4 * 60_000 - 1 });
    expect(near).toMatchObject({ kind: 'deadline', params: { count: 5 } });
    expect(deadlineNote(v, { gameId: 'g1', now: 1_000_000 - 60_000 })?.id).toBe(near?.id);
    expect(deadlineNote(v, { gameId: 'g1', now: 1_000_001 })).toBeNull();
  });
});

describe('the digest and the mute', () => {
  class Memory implements Storage {
    private data = new Map<string, string>();
    get length() {
      return this.data.size;
    }
    clear() {
      this.data.clear();
    }
    getItem(key: string) {
      return this.data.get(key) ?? null;
    }
    key(index: number) {
      return [...this.data.keys()][index] ?? null;
    }
    removeItem(key: string) {
      this.data.delete(key);
    }
    setItem(key: string, value: string) {
      this.data.set(key, value);
    }
  }

  it('keeps each note once, newest first; mutes per game', () => {
    const store = new Memory();
    const a = { id: 'g/phase/day-2', gameId: 'g', kind: 'phase' as const, at: 1, params: {} };
    const b = { id: 'g/mention/p9', gameId: 'g', kind: 'mention' as const, at: 2, params: {} };
    expect(keepNotes([a], store)).toEqual([a]);
    expect(keepNotes([a, b], store)).toEqual([b]);
    expect(readDigest(store).map((n) => n.id)).toEqual([b.id, a.id]);
    expect(isMuted('g', store)).toBe(false);
    setMuted('g', true, store);
    expect(isMuted('g', store)).toBe(true);
    expect(isMuted('h', store)).toBe(false);
    setMuted('g', false, store);
    expect(isMuted('g', store)).toBe(false);
  });
});

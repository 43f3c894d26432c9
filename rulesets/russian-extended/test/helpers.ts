import type { JsonObject, SeatSetup } from '@mafia/kernel';
import { GameDriver } from '@mafia/ruleset-kit';
import { expect } from 'vitest';
import { russianExtended } from '../src';

export type P = { name: string; role: string; faction?: string; negative?: string };

/** A table of players: `['Ann', 'doctor']`, `['Max', 'citizen', 'mafia']` (a black with that overlay). */
export function seats(rows: Array<[string, string, string?]>): SeatSetup[] {
  return rows.map(([name, role, negative]): SeatSetup => {
    const attributes: JsonObject = negative ? { negative } : {};
    return { id: name, name, role, faction: negative ? 'black' : 'red', modifiers: [], attributes };
  });
}

export class Game extends GameDriver {
  constructor(rows: Array<[string, string, string?]>, settings: JsonObject = {}, seed = 'test', dealt?: SeatSetup[]) {
    super(russianExtended, { seats: dealt ?? seats(rows), settings, seed });
  }

  ok(actor: string, ability: string, targets: string[], options?: JsonObject): void {
    const r = this.act(actor, ability, targets, options);
    expect(r, `${actor} ${ability} ${targets.join(',')}`).toMatchObject({ ok: true });
  }

  vote(voter: string, poll: string, ...targets: string[]) {
    return this.dispatch({ type: 'cast-ballot', seat: voter, poll, targets });
  }

  votes(poll: string, ballots: Record<string, string | string[]>): void {
    for (const [voter, target] of Object.entries(ballots)) {
      const r = this.vote(voter, poll, ...(Array.isArray(target) ? target : [target]));
      expect(r, `${voter} votes ${String(target)} in ${poll}`).toMatchObject({ ok: true });
    }
  }

  get step(): string {
    return this.state.clock.step;
  }

  /** Closes steps until the clock is at `step` of the current or a later phase. */
  to(step: string, kind?: 'day' | 'night'): void {
    for (let guard = 0; guard < 40; guard++) {
      if (this.state.clock.step === step && (!kind || this.state.clock.phase.kind === kind)) return;
      if (this.state.result) throw new Error(`game ended before ${step}`);
      const r = this.closeStep();
      if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    }
    throw new Error(`step ${step} not reached`);
  }

  /** Night N's actions step (no mayor is elected on the way unless votes were cast). */
  night(n: number): void {
    this.toNight(n);
  }

  /** Resolves the current night and stops at the next day's discussion. */
  morning(): void {
    this.to('discussion', 'day');
  }

  /** Goes to today's lynch and has every living player vote for `target`. */
  lynch(target: string): void {
    this.to('lynch');
    for (const seat of this.state.seats.filter((s) => s.alive)) this.vote(seat.id, 'lynch', target);
    this.closeStep();
  }

  dead(): string[] {
    return this.state.seats.filter((s) => !s.alive).map((s) => s.id);
  }

  /** Public notices with this key in the current phase. */
  public(key: string): JsonObject[] {
    const phase = this.state.clock.phase;
    return this.state.notices
      .filter((n) => n.audience.to === 'public' && n.key === key && (n.phase.number === phase.number || n.phase.number === phase.number - (phase.kind === 'day' ? 1 : 0)))
      .map((n) => n.params);
  }

  lastPublic(key: string): JsonObject | undefined {
    return [...this.state.notices].reverse().find((n) => n.audience.to === 'public' && n.key === key)?.params;
  }

  bank(side: 'mafia' | 'maniac'): number {
    return this.state.ledger[`shots:${side}`] ?? 0;
  }

  /**
   * Nights before `night` pass with no move (each side banks its unused shot, MAF-4), each day
   * lynches the next of `lynched` (so no no-victim streak ends the game); stops at `night`'s actions.
   */
  quietTo(night: number, lynched: string[]): void {
    for (let n = 1; n < night; n++) {
      this.night(n);
      this.morning();
      const seat = lynched[n - 1];
      if (seat) this.lynch(seat);
    }
    this.night(night);
  }
}

/** Twelve players of the standard format, seat names telling their roles. */
export const STANDARD: Array<[string, string, string?]> = [
  ['Doc', 'doctor'],
  ['Blo', 'blocker'],
  ['Com', 'commissar'],
  ['Det', 'detective'],
  ['Inv', 'investigator'],
  ['Act', 'active-citizen'],
  ['Red1', 'citizen'],
  ['Red2', 'citizen'],
  ['Maf1', 'citizen', 'mafia'],
  ['Maf2', 'citizen', 'mafia'],
  ['Man', 'citizen', 'maniac'],
  ['Blk', 'citizen', 'none'],
];

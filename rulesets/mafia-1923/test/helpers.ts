import type { DecideResult, Notice, SeatSetup } from '@mafia/kernel';
import { GameDriver } from '@mafia/ruleset-kit';
import { mafia1923 } from '../src';

export const FAMILIES = ['Alpha', 'Beta', 'Gamma'] as const;

/**
 * Three families of 8 (A1..A8, B1..B8, G1..G8); the eighth player of each is its Mafia Member.
 * `roles` overrides seats: `{ A2: 'doctor', B3: ['boss', 'mafia'] }`.
 */
export function table(roles: Record<string, string | [string, 'mafia']> = {}, size = 8): SeatSetup[] {
  return FAMILIES.flatMap((family) =>
    Array.from({ length: size }, (_, i) => {
      const name = `${family[0]}${i + 1}`;
      const override = roles[name];
      const mafia = i === size - 1 || (Array.isArray(override) && override[1] === 'mafia');
      const role = override === undefined ? (mafia ? 'mafia-member' : 'townsperson') : Array.isArray(override) ? override[0] : override;
      return { id: name, name, role, faction: mafia ? 'mafia' : 'civilian', modifiers: [], attributes: { family } };
    }),
  );
}

export class Game {
  readonly driver: GameDriver;

  /** Tests default to one family in court and no random Mafia kill, so each rule shows alone. */
  constructor(seats: SeatSetup[], settings: Record<string, unknown> = {}, seed = 'test') {
    this.driver = new GameDriver(mafia1923, { seats, settings: { missedMafiaKill: 'none', courtFamilies: 1, ...settings }, seed });
  }

  get state() {
    return this.driver.state;
  }

  act(actor: string, ability: string, ...targets: string[]): DecideResult {
    return this.driver.act(actor, ability, targets);
  }

  mustAct(actor: string, ability: string, ...targets: string[]): void {
    this.driver.mustAct(actor, ability, targets);
  }

  /** Sends the Mafia kill with as many of `targets` as the rule asks for tonight (ceil(living / 20)). */
  mafiaKill(actor: string, ...targets: string[]): void {
    const living = this.state.seats.filter((s) => s.alive && !s.removed).length;
    this.mustAct(actor, 'kill', ...targets.slice(0, Math.ceil(living / 20)));
  }

  vote(voter: string, slot: string, target: string): DecideResult {
    return this.driver.dispatch({ type: 'cast-ballot', seat: voter, poll: slot, targets: [target] });
  }

  mustVote(voter: string, slot: string, target: string): void {
    const result = this.vote(voter, slot, target);
    if (!result.ok) throw new Error(`${voter} ${slot} ${target} refused: ${JSON.stringify(result.rejection)}`);
  }

  /**
   * Every living voter who has not voted yet casts a legal ballot: family vote for `defaultFamily`
   * (or the next family if it is their own), individual vote for the first other living member.
   */
  fillVotes(defaultFamily = 'Gamma'): void {
    const poll = this.state.polls.find((p) => p.spec.id === 'court' && p.status === 'open');
    if (!poll) throw new Error('no court poll');
    for (const voter of poll.spec.voters) {
      const seat = this.state.seats.find((s) => s.id === voter.seat);
      if (!seat || seat.statuses.some((s) => s.id === 'injured')) continue;
      const has = (slot: string) => poll.ballots.some((b) => b.voter === voter.seat && b.slot === slot);
      if (!has('family')) {
        const fam = voter.group === defaultFamily ? FAMILIES.find((f) => f !== defaultFamily && f !== voter.group) ?? defaultFamily : defaultFamily;
        this.mustVote(voter.seat, 'family', fam);
      }
      const mate = poll.spec.options.find((o) => o.seat !== undefined && o.seat !== voter.seat && o.group === voter.group);
      if (!has('individual') && mate) this.mustVote(voter.seat, 'individual', mate.id);
    }
  }

  /** Ends the current phase (night or day). */
  end(): void {
    this.driver.endPhase();
  }

  alive(name: string): boolean {
    return this.seat(name).alive;
  }

  seat(name: string) {
    const seat = this.state.seats.find((s) => s.id === name);
    if (!seat) throw new Error(`no seat ${name}`);
    return seat;
  }

  statuses(name: string): string[] {
    return this.seat(name).statuses.map((s) => s.id);
  }

  /** Notices the player can see (their view), newest last. */
  notices(name: string): Notice[] {
    return this.driver.view({ kind: 'seat', seat: name }).notices;
  }

  keys(name: string): string[] {
    return this.notices(name).map((n) => n.key);
  }

  results(name: string) {
    return this.driver.results(name);
  }

  publicKeys(): string[] {
    return this.driver.publicNotices().map((n) => n.key);
  }
}

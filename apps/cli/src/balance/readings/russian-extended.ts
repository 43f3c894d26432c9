// The Russian extended ruleset's reading for the `informed` strategy (issue #22; informed-rulesets.ts).
import type { GameState, JsonObject, Seat } from '@mafia/kernel';
import {
  dataValue,
  investigation,
  type ComposedMove,
  type Finding,
  type Knowledge,
  type MoveContext,
  type RulesetReading,
} from './common';

const MAYOR_MOVES = new Set(['vertical', 'appoint-secretary']);
/** The moves that may not name the secretary (the ruleset's validate.ts `SECRETARY_IMMUNE_FROM`). */
const SECRETARY_IMMUNE = new Set([
  'shoot',
  'insure',
  'vigilante',
  'check',
  'compare',
  'burn',
  'execute',
  'legal-protection',
]);
/** The mayor in office (data `mayor`, unless `mayor-lost`). */
const mayorOf = (state: GameState): string | null => {
  const mayor = dataValue(state, 'mayor');
  return typeof mayor === 'string' && dataValue(state, 'mayor-lost') !== true ? mayor : null;
};

// Russian extended (README "The game in prose"): checks answer a colour (`black` / `red`); the
// detective tracks (DET-1) and learns a night later that his target made a negative move (DET-5,
// DET-6: `negative-move`), the blocker arrests (BLO-1); the prostitute's take keeps her guest at
// home (a block). The day: the election makes a mayor (E-1), who cannot be voted against and names
// a vertical and a secretary out of the votes' reach (MY-3, VP-2, SE-4): each side elects and
// shields a player it trusts. The witch hunt (WH-C3, WH-P1: two votes each, the top two die): the
// reds approve it once they know a culprit (he and one more die); the blacks never (the reds
// outnumber them).
// Moves the heuristics must leave alone (they are no kill, block or check of a player): the
// blacks' suicide and its approval, the partner's confirmation, night notes, the homeless's drink
// (no target). The moves the generic kinds cannot play are composed (`COMPOSED` below).
export const RUSSIAN_EXTENDED_READING: RulesetReading = {
  moves: {
    take: 'block',
    vertical: 'shield',
    'appoint-secretary': 'shield',
    suicide: 'other',
    'approve-suicide': 'other',
    'confirm-partner-kill': 'other',
    note: 'other',
    drink: 'other',
  },
  finding(result, seen) {
    const kind = result['kind'];
    if (
      (kind === 'check' || kind === 'verification' || kind === 'copied-check') &&
      typeof result['target'] === 'string'
    )
      return { target: result['target'], guilty: result['colour'] === 'black' };
    if (kind === 'negative-move' && typeof result['target'] === 'string')
      return { target: result['target'], guilty: true };
    // JOU-1, JOU-4, JOU-7: a comparison (or its verification) with one player of known colour tells the other's.
    if ((kind === 'comparison' || kind === 'comparison-verification') && seen?.knows)
      return compared(result, seen.knows);
    // Criminalist r.4–r.11: a caught sample is the body's killer; a clear one is no proof (he may have killed another).
    if (kind === 'sample' && typeof result['target'] === 'string')
      return result['caught'] === true ? { target: result['target'], guilty: true } : null;
    // Criminalist r.2, r.3: an examination names the killer's role, not a living player: no finding.
    if (kind === 'examination') return null;
    // DET-1, DET-5: the tracked player went to a player found dead that morning: his shooter.
    if (
      kind === 'track' &&
      typeof result['target'] === 'string' &&
      Array.isArray(result['visited']) &&
      seen
    ) {
      const died = (id: unknown): boolean =>
        seen.state.seats.some(
          (s) =>
            s.id === id &&
            !s.alive &&
            s.eliminatedIn?.kind === seen.phase.kind &&
            s.eliminatedIn.number === seen.phase.number,
        );
      if (result['visited'].some(died)) return { target: result['target'], guilty: true };
    }
    return investigation(result);
  },
  options: { detect: { mode: 'track' }, block: { mode: 'arrest' } },
  compose: (move) => {
    const plan = COMPOSED[move.offer.ability];
    return plan === undefined ? undefined : plan(move);
  },
  offices: ['election', 'election-runoff'],
  approvals: { 'hunt-approval': (table) => !table.minority && table.culprits >= 1 },
  // The mayor's moves are every player's, accepted from the mayor only (README "Model", MY-1).
  mayAct: (ability, seat, state) => !MAYOR_MOVES.has(ability) || mayorOf(state) === seat,
  // MY-1, MY-2: no move may name the mayor in office; SE-*: the killers' and checkers' moves spare his secretary.
  untouchable(ability, state) {
    const mayor = mayorOf(state);
    if (mayor === null) return [];
    const secretary = dataValue(state, 'secretary');
    return typeof secretary === 'string' && SECRETARY_IMMUNE.has(ability) ? [mayor, secretary] : [mayor];
  },
};

/** A seat by id. */
const seatIn = (state: GameState, id: string): Seat | undefined => state.seats.find((s) => s.id === id);
/** The living players of the choices outside the actor's faction (the minority's marks). */
const outsiders = (m: MoveContext): string[] =>
  m.choices.filter((id) => {
    const s = seatIn(m.state, id);
    return s !== undefined && s.alive && s.faction !== m.me.faction;
  });
/** The minority's mark: a revealed investigator, else a living outsider the town has not cleared or found, else any outsider. */
const mark = (m: MoveContext): string | undefined => {
  const out = outsiders(m);
  const unknown = out.filter((id) => !m.cleared.has(id) && !m.culprits.has(id));
  return (
    out.find((id) => m.revealed.has(id)) ??
    (unknown.length > 0 ? m.rng.pick(unknown) : out.length > 0 ? m.rng.pick(out) : undefined)
  );
};
/** Players the town trusts (revealed investigators, cleared players); the minority trusts its own. */
const trusted = (m: MoveContext): string[] =>
  m.minority
    ? m.choices.filter((id) => seatIn(m.state, id)?.faction === m.me.faction)
    : m.choices.filter((id) => m.revealed.has(id) || m.cleared.has(id));
const living = (m: MoveContext): string[] => m.choices.filter((id) => seatIn(m.state, id)?.alive === true);
/** One target, if the ruleset accepts it. */
const one = (m: MoveContext, target: string | undefined, options?: JsonObject): ComposedMove | null =>
  target !== undefined && m.accepts([target], options)
    ? { targets: [target], ...(options && { options }) }
    : null;
/** The first of the candidates the ruleset accepts as the move's one target. */
const firstAccepted = (m: MoveContext, candidates: readonly string[]): ComposedMove | null => {
  for (const id of candidates) if (m.accepts([id])) return { targets: [id] };
  return null;
};
/** A move without targets, if the ruleset accepts it. */
const bare = (m: MoveContext, options?: JsonObject): ComposedMove | null =>
  m.accepts([], options) ? { targets: [], ...(options && { options }) } : null;
/** Once per step (the offer holds no earlier move of the seat). */
const fresh = (m: MoveContext): boolean => m.offer.current === null;

/**
 * The moves the generic kinds cannot play (two targets that belong together, a body, a move without
 * targets, options built from the table), each a modelling choice of what a reasonable player does.
 */
const COMPOSED: Readonly<Record<string, (m: MoveContext) => ComposedMove | null | undefined>> = {
  // JOU-1, JOU-4: the journalist compares a player of known colour with one he cannot place, so the
  // outcome tells the other's colour; JOU-5 (after a comparison that told something, a player of an
  // earlier one): the first pair the ruleset accepts. With nobody known, two unknown players.
  compare(m) {
    const all = living(m);
    const known = all.filter((id) => m.cleared.has(id) || m.culprits.has(id));
    const unknown = m.rng.shuffle(all.filter((id) => !known.includes(id)));
    const pairs: string[][] = [];
    for (const k of known) for (const u of unknown.slice(0, 3)) pairs.push([k, u]);
    for (let i = 0; i + 1 < unknown.length && pairs.length < 12; i++)
      pairs.push([unknown[i] as string, unknown[i + 1] as string]);
    const pair = pairs.find((p) => m.accepts(p));
    return pair ? { targets: pair } : null;
  },
  // WIT-2: the witness names up to four players whose words he backs at the vote: the town's trusted
  // players, else players it has no reason to suspect; a black witness names his own.
  testify(m) {
    const names = trusted(m);
    const pool =
      names.length > 0
        ? names
        : m.minority
          ? []
          : m.rng.shuffle(living(m).filter((id) => !m.culprits.has(id)));
    for (let n = Math.min(4, pool.length); n >= 1; n--)
      if (m.accepts(pool.slice(0, n))) return { targets: pool.slice(0, n) };
    return null;
  },
  // Criminalist r.2 (T.1): he examines the freshest body he has not examined yet.
  examine(m) {
    const examined = (dataValue(m.state, 'examined-bodies') as string[] | undefined) ?? [];
    const bodies = m.choices
      .map((id) => seatIn(m.state, id))
      .filter((s): s is Seat => s !== undefined && !s.alive && !examined.includes(s.id));
    const latest = Math.max(...bodies.map((s) => s.eliminatedIn?.number ?? 0));
    return one(m, bodies.find((s) => (s.eliminatedIn?.number ?? 0) === latest)?.id);
  },
  // Criminalist r.4–r.9: samples of up to three living players the town cannot place, each compared
  // with the latest examined body (r.8: one player for a poisoned or contracted body).
  sample(m) {
    const corpse = ((dataValue(m.state, 'examined-bodies') as string[] | undefined) ?? []).at(-1);
    const suspects = m.rng.shuffle(living(m).filter((id) => !m.cleared.has(id) && !m.culprits.has(id)));
    if (corpse === undefined) return null;
    for (const n of [3, 1]) {
      const players = suspects.slice(0, n);
      const options = { compare: players.map((player) => ({ player, corpse })) };
      if (players.length > 0 && m.accepts(players, options)) return { targets: players, options };
    }
    return null;
  },
  // POL-4a, POL-5: the politician's supporters, as many as his influence allows: players his side trusts,
  // else (the town) players it has no reason to suspect.
  support(m) {
    const names = trusted(m);
    const pool = [
      ...names,
      ...m.rng.shuffle(
        living(m).filter(
          (id) =>
            !names.includes(id) &&
            !m.culprits.has(id) &&
            (!m.minority || seatIn(m.state, id)?.faction === m.me.faction),
        ),
      ),
    ];
    for (let n = Math.min(4, pool.length); n >= 1; n--)
      if (m.accepts(pool.slice(0, n))) return { targets: pool.slice(0, n) };
    return null;
  },
  // POL-6: the shadow vertical, once a day while a mayor holds the post: on a player his side trusts (as the vertical).
  'shadow-vertical': (m) =>
    fresh(m)
      ? firstAccepted(
          m,
          [...trusted(m), ...m.rng.shuffle(living(m).filter((id) => !m.culprits.has(id)))].slice(0, 3),
        )
      : null,
  // POL-12: in a post, the politician watches over the town's revealed investigator (the killers' mark), else himself.
  patronage: (m) => firstAccepted(m, [...m.choices.filter((id) => m.revealed.has(id)), m.me.id]),
  // F.1, F.15: the Faceless cuts a face every night (else he cuts his own): a random player's, sending
  // the victim's move onto another random player; a used or refused pair is skipped.
  cut(m) {
    const pool = m.rng.shuffle(living(m));
    for (let i = 0; i + 1 < pool.length && i < 6; i++)
      if (m.accepts([pool[i] as string, pool[i + 1] as string]))
        return { targets: [pool[i] as string, pool[i + 1] as string] };
    return null;
  },
  // Boss's son r.4: while he is in the game a mafia-side shot names its insurer, a living partner (the
  // first the ruleset accepts); any other shot is the generic kill (undefined).
  shoot(m) {
    const target = mark(m);
    if (target === undefined || m.accepts([target])) return undefined;
    if (!fresh(m)) return null;
    const partners = m.choices.filter((id) => id !== target && seatIn(m.state, id)?.faction === m.me.faction);
    for (const insurer of partners)
      if (m.accepts([target], { insurer })) return { targets: [target], options: { insurer } };
    return null;
  },
  // CHK-1, CHK-4: the side's rumour of the evening frames an outsider the town has not checked yet, so a check shows him black.
  rumour: (m) => (fresh(m) ? one(m, mark(m)) : null),
  // Boss's son r.8: the side names a living member as the son's successor (a member the town has not found first).
  'name-successor': (m) =>
    fresh(m) ? firstAccepted(m, [...m.choices.filter((id) => !m.culprits.has(id)), ...m.choices]) : null,
  // Mercenary r.1–r.3: the mafia hires its mercenary on the town's revealed investigator, else an outsider.
  contract: (m) => (fresh(m) ? one(m, mark(m)) : null),
  // Imitator r.2–r.4: the illusion covers the maniac the next night, sent every evening.
  illusion: (m) => bare(m),
  // Imitator r.10 (T.11): on his deathbed he shows red.
  disguise: (m) => bare(m, { as: 'red' }),
  // Joker r.1: the joker checks the town's mark (his check may blacken him falsely for the detective).
  'joker-check': (m) => one(m, mark(m)),
  // Poisoner r.1: the poison goes to the town's mark.
  poison: (m) => one(m, mark(m)),
  // Poisoner r.2, r.6: the antidote saves only a poisoned member of his own side.
  antidote: (m) =>
    firstAccepted(
      m,
      m.choices.filter((id) => seatIn(m.state, id)?.faction === m.me.faction),
    ),
  // Executor r.2: he seizes the town's mark; r.6, r.7: he tortures a captive of the town (crippled), frees his own;
  // r.9: on his deathbed he destroys his captive.
  seize: (m) => one(m, mark(m)),
  torture: (m) => {
    const c = captiveOf(m);
    return c !== undefined && c.team !== m.me.faction ? bare(m) : null;
  },
  release: (m) => {
    const c = captiveOf(m);
    return c !== undefined && c.team === m.me.faction ? bare(m) : null;
  },
  destroy: (m) => firstAccepted(m, m.choices),
  // Geisha r.1: she entertains the town's mark (her client stays with her).
  entertain: (m) => one(m, mark(m)),
  // Yakuza r.3: a pair member the town has found checks red the next night; else the sender himself.
  redden: (m) => firstAccepted(m, [...m.choices.filter((id) => m.culprits.has(id)), m.me.id, ...m.choices]),
  // HAC-3, HAC-4: a hacked black keeps his negative role (the side's moves) and lets the civilian one rest.
  'keep-role': (m) => bare(m, { role: 'negative' }),
};

/** The executor's captive (his last `torture-report`, T.17), if he holds one. */
function captiveOf(m: MoveContext): { target: string; team: unknown } | undefined {
  const { kind, number } = m.state.clock.phase;
  // The report comes when this evening opens: only this phase's notices are read, newest first.
  for (let i = m.state.notices.length - 1; i >= 0; i--) {
    const n = m.state.notices[i];
    if (!n || n.phase.kind !== kind || n.phase.number !== number) return undefined;
    if (
      n.audience.to === 'seat' &&
      n.audience.seat === m.me.id &&
      n.result?.['kind'] === 'torture-report' &&
      typeof n.result['target'] === 'string'
    )
      return { target: n.result['target'], team: n.result['team'] };
  }
  return undefined;
}

/** A comparison's finding: with exactly one of its two players known, the other's colour (same/different). */
function compared(result: Readonly<Record<string, unknown>>, knows: Knowledge): Finding | null {
  const targets = result['targets'];
  const outcome = result['outcome'];
  if (!Array.isArray(targets) || targets.length !== 2 || (outcome !== 'same' && outcome !== 'different'))
    return null;
  const [a, b] = targets as string[];
  const colour = (id: string): boolean | undefined =>
    knows.culprits.has(id) ? true : knows.cleared.has(id) ? false : undefined;
  const ca = colour(a as string);
  const cb = colour(b as string);
  if ((ca === undefined) === (cb === undefined)) return null;
  const known = (ca ?? cb) as boolean;
  return { target: (ca === undefined ? a : b) as string, guilty: outcome === 'same' ? known : !known };
}

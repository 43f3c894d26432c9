// The Russian reading's composed moves (issue #22; ./russian-extended.ts `compose`): the moves the
// generic kinds of informed.ts cannot play, each a modelling choice of what a reasonable player does,
// citing its clause (the contract of the Russian rules names the moves, their targets and options).
import type { GameState, JsonObject, Seat } from '@mafia/kernel';
import { dataValue, type ComposedMove, type MoveContext } from './common';
import { GATED_MOVES } from './russian-extended-gates';
import { MORE_MOVES } from './russian-extended-more';

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
/** The choices of the actor's own faction (a black side's members). */
const ownSide = (m: MoveContext): string[] =>
  m.choices.filter((id) => seatIn(m.state, id)?.faction === m.me.faction);
/** Living players the town cannot place (neither found nor cleared nor revealed). */
const unknowns = (m: MoveContext): string[] =>
  living(m).filter((id) => !m.culprits.has(id) && !m.cleared.has(id) && !m.revealed.has(id));
/** A found black among the choices, for the town. */
const suspect = (m: MoveContext): string | undefined => living(m).find((id) => m.culprits.has(id));
const pick = (m: MoveContext, ids: readonly string[]): string | undefined =>
  ids.length > 0 ? m.rng.pick([...ids]) : undefined;
/** Three distinct players of the candidates, if the ruleset accepts them. */
const threeOf = (m: MoveContext, candidates: readonly string[]): ComposedMove | null => {
  const targets = [...new Set(candidates)].slice(0, 3);
  return targets.length === 3 && m.accepts(targets) ? { targets } : null;
};
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
    // A probe (the first outsider, no draw: the generic kill draws its own target) asks whether the shot
    // is taken as it is; a shot the ruleset refuses with every insurer (no killer move, no shot tonight) is not sent.
    // A member's second shot of the step is not sent (the generic kill's rule), tested first: it is the cheap test.
    if (!fresh(m)) return null;
    const probe = outsiders(m)[0];
    if (probe === undefined || m.accepts([probe])) return undefined;
    // Lane informed-russian-2: a shot refused as it is (no killer move, MAF-1; no shot tonight; the
    // partner's shot already sent, MAF-6) is not sent; only an heir's insurer (r.4) may make it one.
    if (!heirDealt(m.state)) return null;
    const partners = m.choices.filter((id) => seatIn(m.state, id)?.faction === m.me.faction);
    const insurer = partners.find((id) => id !== probe && m.accepts([probe], { insurer: id }));
    if (insurer === undefined) return null;
    const target = mark(m);
    return target !== undefined && target !== insurer && m.accepts([target], { insurer })
      ? { targets: [target], options: { insurer } }
      : null;
  },
  // CHK-1, CHK-4: the side's rumour of the evening frames an outsider the town has not checked yet, so a check shows him black.
  // The rumour's check does not depend on its target (CHK-2, CHK-4): asked on the sender first, then aimed.
  rumour: (m) => (fresh(m) && m.accepts([m.me.id]) ? one(m, mark(m)) : null),
  // Boss's son r.8: the side names a living member as the son's successor (a member the town has not found first).
  'name-successor': (m) =>
    fresh(m) ? firstAccepted(m, [...ownSide(m).filter((id) => !m.culprits.has(id)), ...ownSide(m)]) : null,
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
  redden: (m) => firstAccepted(m, [...ownSide(m).filter((id) => m.culprits.has(id)), m.me.id, ...ownSide(m)]),
  // HAC-3, HAC-4: a hacked black keeps his negative role (the side's moves) and lets the civilian one rest.
  'keep-role': (m) => bare(m, { role: 'negative' }),

  // Roles 9-38 (contract §5, §6): the town's moves go to the players it trusts or suspects, as above.
  // HOM-1: the homeless watches the town's revealed investigator (the killers' mark), else a player it cannot place.
  watch: (m) => one(m, m.choices.find((id) => m.revealed.has(id)) ?? pick(m, unknowns(m))),
  // HAC-1, HAC-2: the hacker blocks a found black's roles (his negative move too, HAC-3), else a player it cannot place; a black hacker an outsider.
  hack: (m) => one(m, m.minority ? mark(m) : (suspect(m) ?? pick(m, unknowns(m)))),
  // drug-dealer r.1, r.2: a light dose on a found black (his vote capped at 1), else a player it cannot place.
  drug: (m) => one(m, m.minority ? mark(m) : (suspect(m) ?? pick(m, unknowns(m)))),
  // drug-dealer r.4-r.7: he buys as many votes as his bank holds (the largest amount accepted).
  'buy-votes': (m) => {
    for (const votes of [...(m.offer.options.find((o) => o.name === 'votes')?.values ?? [])].reverse())
      if (m.accepts([], { votes })) return { targets: [], options: { votes } };
    return null;
  },
  // IMM-8: the immortal links his spare life with a player his side trusts, else one it cannot place.
  link: (m) => one(m, trusted(m)[0] ?? pick(m, unknowns(m))),
  // ANO-1: the anonymous watches a player the town cannot place, one an evening, until his four are full.
  surveil: (m) => one(m, m.minority ? mark(m) : pick(m, unknowns(m))),
  // PIM-1: the pimp enslaves a found black (his moves are then the pimp's to forbid), else a player it cannot place;
  // PIM-3, PIM-7: he forbids a black slave's moves and punishes him each evening.
  enslave: (m) => one(m, m.minority ? mark(m) : (suspect(m) ?? pick(m, unknowns(m)))),
  forbid: (m) =>
    firstAccepted(
      m,
      m.choices.filter((id) =>
        m.minority ? seatIn(m.state, id)?.faction !== m.me.faction : m.culprits.has(id),
      ),
    ),
  'day-forbid': (m) =>
    firstAccepted(
      m,
      m.choices.filter((id) =>
        m.minority ? seatIn(m.state, id)?.faction !== m.me.faction : m.culprits.has(id),
      ),
    ),
  punish: (m) =>
    firstAccepted(
      m,
      m.choices.filter((id) =>
        m.minority ? seatIn(m.state, id)?.faction !== m.me.faction : m.culprits.has(id),
      ),
    ),
  // LAW-3: legal protection for a player his side trusts (a red check of his own, as the ruleset requires).
  'legal-protection': (m) =>
    fresh(m) ? firstAccepted(m, [...trusted(m), ...m.rng.shuffle(living(m))].slice(0, 6)) : null,
  // Hero r.1, r.2: at the vote he defends a player the town trusts; r.11: dying, he takes a found black along.
  defend: (m) => (fresh(m) ? firstAccepted(m, trusted(m)) : null),
  'heroic-death': (m) =>
    firstAccepted(m, m.minority ? outsiders(m) : m.choices.filter((id) => m.culprits.has(id))),
  // Fanatic r.1: his favourite is a player his side trusts, else one at random; r.8: dying, he takes a found black along.
  favourite: (m) => one(m, trusted(m)[0] ?? pick(m, living(m))),
  'take-along': (m) =>
    firstAccepted(m, m.minority ? outsiders(m) : m.choices.filter((id) => m.culprits.has(id))),
  // INQ-4: dying, the inquisitor executes a black he verified.
  execute: (m) => firstAccepted(m, m.minority ? outsiders(m) : m.choices.filter((id) => m.culprits.has(id))),
  // Hypnotist r.1, r.2: the killers' moves on him are skipped.
  hypnotise: (m) => bare(m, { mode: 'skip' }),
  // Actor r.1: he copies the town's revealed investigator, else a player it cannot place.
  copy: (m) => one(m, m.choices.find((id) => m.revealed.has(id)) ?? pick(m, unknowns(m))),
  // Wizard r.2: he conjures a checking role not dealt in this game (an `in-game` role is a spent attempt).
  conjure: (m) => {
    const dealt = new Set(m.state.seats.map((s) => s.role));
    const role = [
      'commissar',
      'detective',
      'doctor',
      'blocker',
      ...(m.offer.options.find((o) => o.name === 'role')?.values ?? []),
    ].find((r) => !dealt.has(r));
    return role === undefined ? null : bare(m, { role });
  },
  // Collector r.1-r.4: he collects the role of a player likely to die: a found black, else one at random.
  collect: (m) => one(m, suspect(m) ?? pick(m, living(m))),
  // Necromancer r.1: three players whose roles he may use once they die: the town's trusted first, then any.
  curse: (m) => threeOf(m, [...trusted(m), ...m.rng.shuffle(living(m))]),
  // Cultist r.2: his sacrifice names three players likely to die: found blacks (a red cultist), the town's marks (a black one).
  sacrifice: (m) =>
    threeOf(m, [
      ...(m.minority
        ? m.choices.filter((id) => m.revealed.has(id))
        : m.choices.filter((id) => m.culprits.has(id))),
      ...m.rng.shuffle(living(m)),
    ]),
  // Maid r.1: she serves a player the town cannot place (she reads his results).
  serve: (m) => one(m, pick(m, unknowns(m))),
  // TER-4, TER-5: the terrorist activates his detonator once the town knows a black, and takes him at the vote.
  detonator: (m) => (!m.minority && m.culprits.size > 0 && fresh(m) ? bare(m) : null),
  detonate: (m) => firstAccepted(m, m.minority ? [] : m.choices.filter((id) => m.culprits.has(id))),
  // LIA-1: at the vote the liar voids the votes of found blacks (a black liar: the town's marks).
  compromise: (m) => {
    const targets = (
      m.minority ? m.choices.filter((id) => m.revealed.has(id)) : m.choices.filter((id) => m.culprits.has(id))
    ).slice(0, 2);
    return fresh(m) && targets.length > 0 && m.accepts(targets) ? { targets } : null;
  },
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

/**
 * The black overlays' own moves (contract §7), offered to every black: only a holder of the overlay
 * sends one (the others are refused `no-such-negative-move`), so no other black tests it.
 */
export const OVERLAY_OWN: Readonly<Record<string, readonly string[]>> = {
  poison: ['poisoner'],
  antidote: ['poisoner'],
  entertain: ['geisha'],
  seize: ['executor'],
  release: ['executor'],
  torture: ['executor'],
  destroy: ['executor'],
  'joker-check': ['joker'],
  illusion: ['imitator'],
  disguise: ['imitator'],
};
/** Side moves that exist only while the game deals an overlay: the contract (a hired killer), the successor and a shot's insurer (an heir), reddening (the yakuza). */
export const OVERLAY_DEALT: Readonly<Record<string, readonly string[]>> = {
  contract: ['mercenary', 'ninja'],
  'name-successor': ['boss-son', 'head-daughter'],
  redden: ['yakuza'],
  // Boss's son r.4: the insurer a shot names while an heir is dealt; any other game's shot is the generic kill (undefined).
  shoot: ['boss-son', 'head-daughter'],
};
const negative = (seat: Seat): unknown => seat.attributes?.['negative'];
/** The game deals an heir (boss's son r.4: a mafia-side shot then needs its insurer). */
const heirDealt = (state: GameState): boolean =>
  state.seats.some((s) => (OVERLAY_DEALT['shoot'] as readonly string[]).includes(negative(s) as string));

/** The reading's `compose`: a granted move (`<ability>@<grant>`, the actor's copy, an undead's) is planned as its ability. */
export function composeMove(m: MoveContext): ComposedMove | null | undefined {
  const ability = m.offer.ability.split('@')[0] as string;
  const plan = COMPOSED[ability] ?? GATED_MOVES[ability] ?? MORE_MOVES[ability];
  if (plan === undefined) return undefined;
  const own = OVERLAY_OWN[ability];
  if (own !== undefined && !own.includes(negative(m.me) as string)) return null;
  // HAC-3: only a hacked black keeps a role, so only a game that deals the hacker tests it.
  if (ability === 'keep-role' && !m.state.seats.some((s) => s.role === 'hacker')) return null;
  const dealt = OVERLAY_DEALT[ability];
  if (ability !== 'shoot' && dealt !== undefined && !m.state.seats.some((s) => dealt.includes(negative(s) as string)))
    return null;
  return plan(m);
}

// The Russian reading's verifications and its gated moves (issue #22, lane informed-russian-2;
// ./russian-extended-moves.ts `composeMove` plans them with the composed moves).
import type { GameState, JsonObject } from '@mafia/kernel';
import { dataValue, type ComposedMove, type MoveContext } from './common';

type Plan = (m: MoveContext) => ComposedMove | null | undefined;

/** The seat's verifications so far (host data `verifications`, kept for the game: `{ night, checker, target, pair? }`). */
const verifiedBy = (state: GameState, seat: string): Array<{ target?: unknown; pair?: unknown }> =>
  ((dataValue(state, 'verifications') as Array<{ checker?: unknown; target?: unknown; pair?: unknown }> | undefined) ?? []).filter(
    (r) => r.checker === seat,
  );

/** The journalist's comparisons, newest first (his `comparison` results with an outcome, JOU-1). */
function comparisonsOf(m: MoveContext): string[][] {
  const pairs: string[][] = [];
  for (let i = m.state.notices.length - 1; i >= 0 && pairs.length < 6; i--) {
    const n = m.state.notices[i];
    const r = n?.result;
    if (n?.audience.to !== 'seat' || n.audience.seat !== m.me.id || r?.['kind'] !== 'comparison') continue;
    const targets = r['targets'];
    if (Array.isArray(targets) && targets.length === 2 && typeof r['outcome'] === 'string') pairs.push(targets as string[]);
  }
  return pairs;
}

/**
 * CHK-6, COM-7, INV-3, INQ-3, JOU-5..7: verifications, sent in the evening at the cost of the night's
 * move. The town's checkers verify a black check of a living player (the blacks' rumours, CHK-1,
 * frame reds: a verified red is cleared, a verified black is certain, and the inquisitor may take him
 * along, INQ-4); each target once. The journalist verifies his latest comparison that named a living
 * culprit. A black checker never verifies (he knows the colours, N-COM.1). The ruleset's check
 * (`no-such-check`, `no-such-comparison`) is asked first.
 */
const verify: Plan = (m) => {
  if (m.minority || m.offer.current !== null) return null;
  const done = verifiedBy(m.state, m.me.id);
  const alive = (id: string): boolean => m.state.seats.some((s) => s.id === id && s.alive);
  if (m.offer.targets.count === 2) {
    const pair = comparisonsOf(m).find(
      (p) =>
        p.some((id) => m.culprits.has(id) && alive(id)) &&
        !done.some((r) => Array.isArray(r.pair) && r.pair[0] === p[0] && r.pair[1] === p[1]) &&
        m.accepts(p),
    );
    return pair ? { targets: pair } : null;
  }
  for (const id of m.choices)
    if (m.culprits.has(id) && alive(id) && !done.some((r) => r.target === id) && m.accepts([id])) return { targets: [id] };
  return null;
};

/** The options the generic reading sends with these moves (russian-extended.ts `options`). */
const PROBE_OPTIONS: Readonly<Record<string, JsonObject>> = { detect: { mode: 'track' }, block: { mode: 'arrest' } };

/**
 * A generic move whose refusal does not depend on its target (the seat may not send it tonight: a
 * black with no killer move, an insurer whose partner already shot or who shot himself, PAR-3,
 * MAF-10; the investigator's request-only `detect`, INV-4; the vigilante locked while the commissar
 * or the detective lives, INV-5; the cultist short of souls, r.2; a seat that lost its role, a
 * doctor or a prostitute among them): one
 * probe on the first choice asks the ruleset, and a refused move is not sent (null); else the
 * generic reading plays it (undefined).
 */
const gated: Plan = (m) => {
  const probe = m.choices[0];
  if (probe === undefined) return null;
  const ability = m.offer.ability.split('@')[0] as string;
  return m.accepts([probe], PROBE_OPTIONS[ability]) ? undefined : null;
};

export const GATED_MOVES: Readonly<Record<string, Plan>> = {
  verify,
  insure: gated,
  detect: gated,
  vigilante: gated,
  'cult-heal': gated,
  devour: gated,
  arson: gated,
  revenge: gated,
  check: gated,
  block: gated,
  heal: gated,
  take: gated,
  // INQ-3: the inquisitor burns a player he checked black the night before (`no-black-check`): a found black
  // the ruleset accepts; N-INQ.3: a black inquisitor burns an outsider he checked (the revealed investigator first).
  burn: (m) => {
    const outsiders = m.choices.filter((id) => m.state.seats.some((s) => s.id === id && s.faction !== m.me.faction));
    const pool = m.minority
      ? [...outsiders.filter((id) => m.revealed.has(id)), ...outsiders]
      : m.choices.filter((id) => m.culprits.has(id));
    for (const id of pool) if (m.accepts([id])) return { targets: [id] };
    return null;
  },
  // BOD-1..10: the bodyguard guards one player (two only for a black one's alibi, `no-alibi`): the town's revealed
  // investigator, a black bodyguard one of his own, else a player at random; a ward refused (twice running) is skipped.
  guard: (m) => {
    const own = m.minority
      ? m.choices.filter((id) => m.state.seats.some((s) => s.id === id && s.faction === m.me.faction))
      : m.choices.filter((id) => m.revealed.has(id));
    for (const id of [...own, ...m.rng.shuffle([...m.choices])].slice(0, 6)) if (m.accepts([id])) return { targets: [id] };
    return null;
  },
};

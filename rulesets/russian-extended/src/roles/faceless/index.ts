// The Faceless (Безликий), grey team: part 3 §2 (l.59–l.68), contract §8. His civilian role is
// his seat's `role` (F.27); the face cut is the grey team's move, granted by the faction.
import type { GameState, Intent, Json, Rejection } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { defineAbility, traceEffect } from '@mafia/ruleset-kit';
import { dayRecord, mayorOf, secretaryOf, write } from '../../data';
import { BLACK, GREY, living, seatOf } from '../../model';
import { pm, type NightLog } from '../../night/book';
import { CUT, CUTS, cutsOf, facelessOf, isCut, usedTargets, type Cut } from './cuts';
import { mainPlayersGone, survivalMark } from './outcome';
import { cutsTonight } from './passive';

/** Moves a cut victim keeps the night of the cut: a suicide (BLK-12) and the night note are no role's moves. */
const KEPT_BY_VICTIM = ['suicide', 'approve-suicide', 'note', 'cut'];
/** The intent the night adds for a Faceless who sent no cut (F.15, F.16). */
export const DEFAULT_CUT = 'faceless-default:';

/**
 * F.14 (reading FA-6): a skip is allowed only the night after a revote that killed nobody (today's
 * record has a tied lynch and no elimination; a hero's save counts as "without victims").
 */
export function skipAllowed(state: GameState): boolean {
  const record = dayRecord(state);
  return (record.lynchTied?.length ?? 0) > 0 && (record.eliminated?.length ?? 0) === 0;
}

/** F.3, F.4, F.18 (reading FA-8): the players who may still be named a victim's target. */
export const freeTargets = (state: GameState, faceless: string, victim: string): string[] => {
  const used = usedTargets(state);
  return living(state).filter((s) => s.id !== faceless && s.id !== victim && !used.has(s.id)).map((s) => s.id);
};

/** F.9, F.11, F.13 and FA-3 (reading: a current victim is not cut again): who may be cut tonight. */
export function cuttable(state: GameState, seat: string): Rejection | null {
  if (mayorOf(state) === seat) return { code: 'target-is-mayor' };
  if (secretaryOf(state) === seat) return { code: 'target-is-secretary' };
  if (isCut(state, seat) || cutsOf(state).some((c) => c.victim === seat)) return { code: 'cut-again-forbidden' };
  return null;
}

function validateCut(state: GameState, intent: Intent): Rejection | null {
  const [victim, target] = intent.targets;
  if (victim === undefined) return skipAllowed(state) ? null : { code: 'cut-skip-forbidden' };
  const refused = cuttable(state, victim);
  if (refused) return refused;
  if (target === undefined) return null;
  // F.3: never the Faceless himself; F.6: the mayor and the secretary may be targets; F.4: once per game.
  if (target === intent.actor) return { code: 'target-is-faceless' };
  if (usedTargets(state).has(target)) return { code: 'target-used' };
  return null;
}

/** F.15–F.18: the victim and his target the host assigns when the Faceless named none. */
function assign(night: { random(): number }, state: GameState, intent: Intent): Cut | null {
  const pick = (from: string[]): string | null => (from.length === 0 ? null : (from[Math.floor(night.random() * from.length)] as string));
  let victim = intent.targets[0] ?? null;
  if (intent.id.startsWith(DEFAULT_CUT)) {
    // F.15: no move sent: he cut his own face; F.16: that face already cut (or not his to cut): at random.
    victim = cuttable(state, intent.actor) === null ? intent.actor : pick(living(state).filter((s) => cuttable(state, s.id) === null).map((s) => s.id));
  }
  if (victim === null) return null;
  const free = freeTargets(state, intent.actor, victim);
  // F.17: a target left unnamed is assigned at random; F.18 (reading FA-8): with one free player or
  // none left, no target is assigned.
  const target = intent.targets[1] ?? (free.length > 1 ? pick(free) : null);
  return { night: state.clock.phase.number, faceless: intent.actor, victim, target };
}

/**
 * F.1–F.25: the face cut. It takes the first slot of the night (reading FA-4): it cannot be
 * knocked down or blocked (F.22), the victim is alive when cut (F.9), and his moves of that night
 * fail, the civilian ones (F.1) and a black's negative one (F.10).
 */
export const cut = defineAbility<NightLog>({
  id: 'cut',
  phase: 'night',
  targets: { count: 2, min: 0, self: 'allowed' },
  validate: (state, intent) => validateCut(state, intent),
  night: {
    slot: 'faceless',
    components: () => [],
    handle({ night, book, intent }) {
      book.ran.add(night.action.id);
      const done = assign(night, book.state, intent);
      if (!done) {
        traceEffect(night, 'cut-skipped', intent.actor, { rule: 'F.14' });
        return;
      }
      for (const other of night.actionsOf(done.victim)) {
        if (other.id === night.action.id || KEPT_BY_VICTIM.includes(other.ability)) continue;
        night.cancel(other.id);
      }
      traceEffect(night, 'cut', done.victim, { rule: intent.id.startsWith(DEFAULT_CUT) ? 'F.15' : 'F.1' });
      if (done.target) traceEffect(night, 'victim-target', done.target, { rule: intent.targets[1] ? 'F.3' : 'F.17' });
      cutsTonight(book).push(done);
    },
    // F.5, F.7, F.8, F.25 (l.115 items 1, 2, 20): the public line, the Faceless's, the victim's and the target's PMs.
    morning({ ctx, book }) {
      // F.19, O.1.3: the night the last black's suicide makes the 9th (12th) gone, no target is assigned.
      const tonight = cutsTonight(book).map((c) => (lastBlackSuicideTonight(book) ? { ...c, target: null } : c));
      if (tonight.length === 0) return;
      for (const c of tonight) {
        const victim = seatOf(ctx.state, c.victim);
        ctx.emit({ type: 'status-added', seat: c.victim, status: { id: CUT, source: 'faceless' } });
        ctx.notify(toPublic, 'morning.face-cut', { seat: c.victim });
        pm(book, c.faceless, 'pm.cut-role', { target: c.victim, role: victim.role }, { kind: 'cut-role', target: c.victim, role: victim.role });
        if (c.target) pm(book, c.victim, 'pm.face-cut', { target: c.target }, { kind: 'face-cut', target: c.target });
        else pm(book, c.victim, 'pm.face-cut-no-target', {}, { kind: 'face-cut' });
        if (c.target) pm(book, c.target, 'pm.became-target', {}, { kind: 'became-target' });
      }
      write(ctx, CUTS, [...cutsOf(ctx.state), ...tonight] as unknown as Json);
    },
  },
});

/** F.19: tonight every black left dies by his own suicide (BLK-11), and that makes the survival mark exactly. */
function lastBlackSuicideTonight(book: NightLog): boolean {
  const blacks = living(book.state).filter((s) => s.faction === BLACK);
  if (blacks.length === 0 || !blacks.every((s) => book.suicides.get(s.id) === 'died')) return false;
  return mainPlayersGone(book.state) + blacks.length === survivalMark(book.state);
}

/** F.15: the Faceless sent no cut tonight: the night acts as if he had (resolved by `assign`). */
export function defaultCut(state: GameState, submitted: readonly Intent[]): Intent[] {
  const faceless = facelessOf(state);
  if (!faceless?.alive || faceless.removed || faceless.faction !== GREY) return [];
  if (submitted.some((i) => i.ability === 'cut' && i.actor === faceless.id)) return [];
  const id = `${DEFAULT_CUT}${faceless.id}`;
  return [{ id, key: id, actor: faceless.id, ability: 'cut', targets: [], phase: state.clock.phase, step: state.clock.step, at: 0, order: 0 }];
}

export { facelessAfterLynch, isCut } from './cuts';

// The killers' shared night (part 3 §6, K.1–K.6): which slot a side's kills and insurance take
// tonight, whom an insurance covers, and one attack with its record. The moves themselves live in
// their folders (roles/black, roles/investigator); the night order in night/night-order.ts.
import type { GameState, Intent } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { KEYS, read } from '../data';
import { GREY, isBlack, isExtended, memberSideOf, mercenarySide, seatOf, sideMembers, SIDES, type Side } from '../model';
import { insuresManiac } from '../roles/geisha/katana';
import { playsAsPair } from '../roles/yakuza/pair';
import type { NightLog, ShotRecord } from './book';
import { guardedTarget } from '../roles/bodyguard/transfer';
import { clientOf } from '../roles/prostitute/visit';
import { absorbs, takesAlong } from '../roles/immortal/life';
import { cultistLifeAbsorbs } from '../roles/cultist/life';
import { geishaCancels, geishaClientOf } from '../roles/geisha/company';
import { linkedDiesAlone, painKeptMoves, painResists } from '../roles/executor';
import { prioritySide, type ShotOutcome } from './shots';
import { activeKamikaze, kamikazeStrikes } from '../roles/kamikaze';
import { illusionTakesHit } from '../roles/imitator/illusion-night';
import { trioInsuresOtherSide } from '../roles/boss-son/trio-insurance';
import { isUndeadSeat } from '../roles/necromancer/undead-target';

export const slotOfSide = (side: Side, night: number, kind: 'kills' | 'insurance'): string =>
  `${side === prioritySide(night) ? 'priority' : 'other'}-${kind}`;

/** Whom an insurance move covers: the partner's shot (PAR-3), or the other side's (MAF-7, MAN-7). */
export function insuredSide(state: GameState, intent: Intent, intents: readonly Intent[]): Side | null {
  // Mercenary r.16: the Mercenary in the mafia's place insures for the mafia's side.
  const actor = seatOf(state, intent.actor);
  // Geisha r.15: a member of the yakuza's side once one of them is out (model.ts#geishaSide).
  const side = memberSideOf(state, actor) ?? mercenarySide(state, actor);
  // Geisha r.14: her insurance covers the maniac.
  if (!side) return insuresManiac(state, actor) ? 'maniac' : null;
  // Boss's son r.6 (yakuza r.8 for the head's daughter): with the whole trio alive and one shot on the other side's night, the third insures it.
  const trio = trioInsuresOtherSide(state, intent, intents);
  if (trio) return trio;
  const partnerShoots = intents.some((i) => i.ability === 'shoot' && i.actor !== intent.actor && memberSideOf(state, seatOf(state, i.actor)) === side);
  return partnerShoots ? side : side === 'mafia' ? 'maniac' : 'mafia';
}

export const AUTO_INSURE = 'auto-insure:';

/**
 * PAR-5: the shooting partner's insurance is on by default: a living mafioso who neither shoots
 * nor sends his own insurance insures his shooting partner on the same target, unless the shooter
 * waived it (`options: { insurance: 'off' }`). MAF-10: when both shoot, nobody insures.
 */
export function defaultInsurance(state: GameState, intents: readonly Intent[]): Intent[] {
  // Yakuza r.7: the yakuza pair insures by default as the mafia does.
  return SIDES.filter((side) => playsAsPair(state, side)).flatMap((side) => defaultInsuranceOf(state, intents, side));
}

function defaultInsuranceOf(state: GameState, intents: readonly Intent[], side: Side): Intent[] {
  const shooters = intents.filter((i) => i.ability === 'shoot' && memberSideOf(state, seatOf(state, i.actor)) === side);
  if (shooters.length !== 1) return [];
  const shooter = shooters[0] as Intent;
  if (shooter.options?.['insurance'] === 'off') return [];
  // Boss's son r.4: the insurer the shot names provides its insurance.
  const named = shooter.options?.['insurer'];
  const partner = sideMembers(state, side).find((s) => (typeof named === 'string' ? s.id === named : s.id !== shooter.actor));
  if (!partner || intents.some((i) => i.actor === partner.id && (i.ability === 'insure' || i.ability === 'shoot'))) return [];
  const target = shooter.targets[0];
  // PAR-3, PAR-8: the insurance "into the same target" never makes the partner shoot himself.
  if (target === undefined || target === partner.id) return [];
  const id = `${AUTO_INSURE}${partner.id}`;
  return [{ id, key: id, actor: partner.id, ability: 'insure', targets: [target], phase: state.clock.phase, step: state.clock.step, at: 0, order: shooter.order + 0.5 }];
}

/** One killer's attack on a (routed) target, recorded for the banks, the killers' PMs and the blocker. */
export function attack(ctx: SlotContext, log: NightLog, record: Omit<ShotRecord, 'target' | 'outcome'>, target: string): void {
  const { state } = log;
  const routed = ctx.route(target);
  // Necromancer r.3–r.5: a shot at an undead (a dead seat) lays him to rest; no one guards a corpse.
  if (isUndeadSeat(state, routed)) {
    log.shots.push({ ...record, target: routed, outcome: 'killed-undead' });
    return;
  }
  // Kamikaze r.6: an active Kamikaze refuses the bodyguard: the attack reaches him.
  const final = activeKamikaze(state, routed) ? routed : guardedTarget(ctx, log, record.actor, routed);
  // N-BG.5: a black bodyguard and a black killer who chose each other: the kill is cancelled (a skip,
  // not spent); PAR-4: the partner's insurance into the same target is cancelled with it, so the
  // shot counts as having come to its victim (MOV-4).
  if (final === null) {
    log.shots.push({ ...record, target: routed, outcome: 'saved' });
    return;
  }
  if (!ctx.isAlive(final)) {
    // K.6: a killer who came to a player killed earlier tonight learns his team too (the kill is
    // credited to the first); his shot killed nobody and stays in reserve (MAF-4, MAN-3).
    if (seatOf(state, final).alive) log.attackers.set(final, [...(log.attackers.get(final) ?? []), record.actor]);
    log.shots.push({ ...record, target: final, outcome: 'no-target' });
    return;
  }
  // Geisha r.5: her black client attacked by a black, or she by her black client: the kill is cancelled (PAR-4, as N-BG.5).
  if (geishaCancels(ctx, log, record.actor, final)) {
    log.shots.push({ ...record, target: final, outcome: 'saved' });
    return;
  }
  // Imitator r.3, r.4, r.7: the maniac's illusion takes the first attack aimed at him (roles/imitator).
  if (illusionTakesHit(ctx, log, final, record.actor)) {
    log.shots.push({ ...record, target: final, outcome: 'saved' });
    return;
  }
  const victim = seatOf(state, final);
  // EXT-5: over nights 1–2 of the extended format at most one black dies from another black's killer move.
  const early = isExtended(state) && log.night <= 2 && record.via !== 'vigilante' && isBlack(victim);
  if (early && (read<number>(state, KEYS.blackOnBlack) ?? 0) + log.shots.filter((s) => s.outcome === 'killed-black' && s.via !== 'vigilante').length >= 1) {
    log.shots.push({ ...record, target: final, outcome: 'skipped' });
    return;
  }
  log.attackers.set(final, [...(log.attackers.get(final) ?? []), record.actor]);
  ctx.visit(final);
  const tag = record.tag ?? (record.via === 'vigilante' ? 'investigator' : record.side);
  // Kamikaze r.1–r.4: he dies and takes the killer along (an own-team killer is crippled instead).
  if (kamikazeStrikes(ctx, log, record.actor, final, tag)) {
    log.shots.push({ ...record, target: final, outcome: isBlack(victim) ? 'killed-black' : 'killed' });
    return;
  }
  // IMM-1, IMM-8: the Immortal's spare life takes the attack on him or on his linked player.
  // cultist r.4: his spare life after an own-team devour.
  if (absorbs(ctx, log, final) || cultistLifeAbsorbs(ctx, log, final)) {
    log.shots.push({ ...record, target: final, outcome: 'saved' });
    return;
  }
  // Executor r.15: he survives one night on which he is a kill target (N-EXE.1: after the Immortal's life).
  if (painResists(ctx, log, final)) {
    // N-EXE.2: an Immortal executor's linked player dies alone.
    const linked = linkedDiesAlone(ctx, log, final, tag);
    if (linked !== null) log.attackers.set(linked, [...(log.attackers.get(linked) ?? []), record.actor]);
    const hit = linked === null ? 'saved' : isBlack(seatOf(state, linked)) ? 'killed-black' : 'killed';
    log.shots.push({ ...record, target: final, outcome: hit });
    return;
  }
  const died = ctx.kill(final, tag);
  // IMM-10: with the life spent, the linked pair dies together.
  const along = died ? takesAlong(ctx, log, final, tag) : null;
  if (along !== null) log.attackers.set(along, [...(log.attackers.get(along) ?? []), record.actor]);
  // PRO-3, PRO-7: a kill of the Prostitute takes her client along (K.6: the killer learns his team too).
  const client = clientOf(ctx, log, final, died, tag);
  if (client !== null) log.attackers.set(client, [...(log.attackers.get(client) ?? []), record.actor]);
  // Geisha r.3, r.4: a kill of the Geisha takes her client along, unless he is black.
  const company = geishaClientOf(ctx, log, final, died, tag);
  if (company !== null) log.attackers.set(company, [...(log.attackers.get(company) ?? []), record.actor]);
  // MAF-5, MAN-5: a move that killed a black (or the Faceless) and, along with him, a red earns no
  // extra move: the shot is spent as for a red victim (settle.ts), the black still counted as one.
  const redAlong = [along, client, company].some((seat) => seat !== null && !isBlack(seatOf(state, seat)) && seatOf(state, seat).faction !== GREY);
  const outcome: ShotOutcome = !died ? 'saved' : isBlack(victim) || victim.faction === GREY ? 'killed-black' : 'killed';
  log.shots.push(died && redAlong ? { ...record, target: final, outcome, redAlong: true } : { ...record, target: final, outcome });
}

/** Did the side whose shot this insurance covers attack anyone tonight (MOV-4)? */
export const sideAttacked = (log: NightLog, side: Side): boolean => log.shots.some((s) => s.side === side && s.outcome !== 'no-target' && s.outcome !== 'prevented');

/** MOV-10: attacked and survived, a move later than the killers is skipped; else the default handling. */
export function laterMove({ night, book }: { night: SlotContext; book: NightLog }): void {
  // Executor r.15, r.16: his own pain resistance breaks none of his moves.
  if (book.attackers.has(night.action.actor) && !painKeptMoves(book, night.action.actor)) {
    book.skipped.add(night.action.actor);
    return;
  }
  book.ran.add(night.action.id);
  night.runDefault();
}

/**
 * MOV-10 for a move later than the killers' that the night traces: attacked and survived, the actor
 * loses it (traced with the rule on each target). True when the move runs (recorded as run).
 */
export function runsAfterKillers({ night, book, intent }: { night: SlotContext; book: NightLog; intent: Intent }): boolean {
  if (book.attackers.has(intent.actor) && !painKeptMoves(book, intent.actor)) {
    book.skipped.add(intent.actor);
    for (const target of intent.targets) traceEffect(night, 'skipped-after-attack', target, { rule: 'MOV-10' });
    return false;
  }
  book.ran.add(night.action.id);
  return true;
}

/**
 * A civilian's shot (the investigator's INV-5, the inquisitor's burn INQ-3): after the negative
 * killers (K.3), lost to MOV-10; `victim-team` on a kill, `pm.try-again` otherwise.
 */
export function civilianShot(args: { night: SlotContext; book: NightLog; intent: Intent }): void {
  if (!runsAfterKillers(args)) return;
  const { night, book, intent } = args;
  for (const target of intent.targets) attack(night, book, { action: night.action.id, actor: intent.actor, side: 'mafia', via: 'vigilante' }, target);
}

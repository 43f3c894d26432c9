// What a seed 004 night does that belongs to no single role: the default insurance, the banks of
// unrealised shots, what killers and victims learn, the vigilante's end, the politician's and the
// verifications' morning, the deaths with their causes, the notes, A.0's private results and the
// active citizen's takeover. The kit runs the road (packages/ruleset-kit/src/ordered-night.ts);
// the doctor's, blocker's, commissar's and detective's mornings are in their folders.
import { toFaction, toSeat, type HookContext, type Seat } from '@mafia/kernel';
import type { NightAction, Resolution } from '@mafia/resolver';
import type { NightDefinition } from '@mafia/ruleset-kit';
import { KEYS, read, write } from '../data';
import { BLACK, living, seatOf, sideOf, SIDES, type Side } from '../model';
import { fillVacancies } from '../roles/active-citizen';
import { homelessRepeats } from '../roles/homeless';
import { surveillanceNotes } from '../roles/anonymous';
import { pimpControl, pimpMorning, slaveNotes } from '../roles/pimp/control';
import { dayTreatmentMorning } from '../roles/pimp/day-treatment';
import { spareLifeMorning } from '../roles/immortal/life';
import { cultistLifeMorning } from '../roles/cultist/life';
import { phantomMorning } from '../roles/phantom';
import { hackerMorning } from '../roles/hacker';
import { actsDespiteBlocks } from '../roles/hacker/blocks';
import { verifiedColour } from '../roles/commissar';
import { selfMoverRoles, visitorRoles } from '../roles/detective/morning';
import { heroSeesVisitors } from '../roles/hero/visitors';
import { patronised } from '../roles/politician';
import { maidDelivers } from '../roles/maid';
import { criminalistVisitors } from '../roles/criminalist';
import { poisonDeath } from '../roles/poisoner';
import { kamikazeMorning } from '../roles/kamikaze';
import { blackKamikazeClock } from '../roles/kamikaze/black';
import { sampleCheck } from '../roles/criminalist/samples';
import { recordBodyKillers } from '../roles/criminalist/killers';
import { curseAtRandom, markUndead, undeadLast } from '../roles/necromancer';
import { layUndeadToRest, undeadBonus, undeadBonusKey } from '../roles/necromancer/undead-target';
import { copiesLast } from '../roles/actor';
import { fanaticMorning } from '../roles/fanatic/morning';
import { drugMorning } from '../roles/drug-dealer/bank';
import { salesOf } from '../roles/drug-dealer';
import { applyHypnosis } from '../roles/hypnotist/hypnotise';
import { hypnotistMorning } from '../roles/hypnotist/morning';
import { cultistMorning } from '../roles/cultist/night';
import { castsOf } from '../roles/witch';
import { witchMorning } from '../roles/witch/swaps';
import { applyWitchToKillers } from '../roles/witch/killers';
import { recordWerewolfKills } from '../roles/werewolf';
import { recordBrokenIllusion } from '../roles/imitator/illusion-night';
import { recordCivilianKill } from '../roles/werewolf/first-kill';
import { vigilanteRightEnds } from '../roles/investigator/black';
import { defaultCut } from '../roles/faceless';
import { contractsToMercenary } from '../roles/mercenary';
import { diedTonight, newNightLog, pm, type NightLog } from './book';
import { faceAtNight } from '../roles/faceless/face';
import { cutVisitorsAt } from '../roles/faceless/seen-at-home';
import { selfShotMorning } from '../roles/faceless/self-shot';
import { roleCutOff } from '../roles/faceless/passive';
import { AUTO_INSURE, defaultInsurance } from './kills';
import { NIGHT_ORDER } from './night-order';
import { settleShotDebts } from './civilian-kills';
import { publishNotes } from './notes';
import { bankKey, banked, banksAfter, shotsTonight, spends } from './shots';
import { poisonerBankChanges } from '../roles/poisoner';
import { servantsOfGoneMasters } from '../roles/elite';
import { savedInsurance } from './saved-insurance';

/** The team a killer learns about his victim (part 3 §5 item 2; K.6: every killer who came learns it). */
const teamOf = (seat: Seat): string => seat.faction;

/** Banked shots: what each side held tonight minus what was spent on its behalf (MAF-4, MAN-4, BLK-8). */
function settleBanks(ctx: HookContext, log: NightLog): { mafia: number; maniac: number } {
  const start = log.state;
  const held = shotsTonight(start, log.night);
  const spent: Record<Side, number> = { mafia: 0, maniac: 0 };
  for (const shot of log.shots) if (shot.via !== 'vigilante') spent[shot.side] += spends(shot.outcome) || shot.redAlong === true ? 1 : shot.outcome === 'granted' ? -1 : 0;
  const after = banksAfter(held, spent);
  // Poisoner r.8, r.9: the surplus shot given as an additional poisoning, and the extra shots back.
  const poisoner = poisonerBankChanges(log);
  for (const side of SIDES) after[side] = Math.max(0, after[side] + poisoner[side]);
  for (const side of SIDES) {
    // Necromancer r.4 (reading A-R4): the extra move is the next night's only, spent first, never banked.
    const bonus = undeadBonus(start, side);
    after[side] = Math.max(0, after[side] - Math.max(0, bonus - Math.max(0, spent[side])));
    const delta = after[side] - banked(start, side);
    if (delta !== 0) ctx.emit({ type: 'ledger-changed', key: bankKey(side), delta });
    const earned = log.shots.filter((s) => s.side === side && s.via !== 'vigilante' && s.outcome === 'killed-undead').length;
    if (earned !== bonus) ctx.emit({ type: 'ledger-changed', key: undeadBonusKey(side), delta: earned - bonus });
  }
  const earlyBlackDeaths = log.shots.filter((s) => s.via !== 'vigilante' && s.outcome === 'killed-black').length;
  if (earlyBlackDeaths > 0) write(ctx, KEYS.blackOnBlack, (read<number>(start, KEYS.blackOnBlack) ?? 0) + earlyBlackDeaths);
  return after;
}

/** K.6, INV-7 item 4, BLK-12/15, PAR-9, INV-5: what killers, victims, suicides and the vigilante learn. */
function killersLearn(ctx: HookContext, log: NightLog, died: Set<string>): void {
  for (const [victim, killers] of log.attackers) {
    const seat = seatOf(log.state, victim);
    if (died.has(victim)) {
      for (const killer of new Set(killers)) pm(log, killer, 'pm.victim-team', { target: victim }, { kind: 'victim-team', target: victim, colour: teamOf(seat) });
    } else {
      pm(log, victim, 'pm.attempt');
    }
  }
  for (const [seat, outcome] of log.suicides) if (outcome !== 'died') pm(log, seat, `pm.suicide-${outcome}`, {}, { kind: 'suicide', outcome });
  // Vigilante (INV-5): the right ends when he kills a negative or the Faceless.
  for (const shot of log.shots) {
    if (shot.via !== 'vigilante') continue;
    const killed = shot.outcome === 'killed' || shot.outcome === 'killed-black';
    // K.13 (N-INV.2, N-FN.5, N-CUL.1): a werewolf who killed through a civilian role loses his peacefulness.
    if (killed) recordCivilianKill(ctx, log.night, seatOf(log.state, shot.actor));
    if (shot.tag === undefined && killed) {
      // INV-5, N-INV.1: which kill ends the right depends on the holder's team.
      if (vigilanteRightEnds(seatOf(log.state, shot.actor), seatOf(log.state, shot.target))) ctx.emit({ type: 'ledger-changed', key: `vigilante-done:${shot.actor}`, delta: 1 });
    } else if (shot.outcome !== 'killed') pm(log, shot.actor, 'pm.try-again');
  }
}

/** POL-7, POL-12b, l.115 item 17, CHK-6: the politician's visitors and the verifications' true colours. */
function othersLearn(log: NightLog, resolution: Resolution, actions: readonly NightAction[]): void {
  const start = log.state;
  const result = { resolution, log, actions };
  // F.1 (reading FA-25): a politician or priest cut tonight learns nothing of his visitors.
  for (const pol of living(start).filter((s) => s.role === 'politician' && !roleCutOff(log, s.id))) {
    const roles = visitorRoles(start, result, pol.id);
    if (roles.length > 0) pm(log, pol.id, 'pm.visitor-roles', { roles }, { kind: 'visitor-roles', roles });
    const selfMovers = selfMoverRoles(start, result, pol.id);
    if (selfMovers.length > 0) pm(log, pol.id, 'pm.self-mover-roles', { roles: selfMovers }, { kind: 'self-mover-roles', roles: selfMovers });
  }
  // PRI-10: the priest learns the roles (not the names) of his night visitors.
  for (const pri of living(start).filter((s) => s.role === 'priest' && !roleCutOff(log, s.id))) {
    const roles = visitorRoles(start, result, pri.id);
    if (roles.length > 0) pm(log, pri.id, 'pm.visitor-roles', { roles }, { kind: 'visitor-roles', roles });
  }
  heroSeesVisitors(log, resolution, actions);
  const ward = patronised(start, log.night);
  if (ward) {
    // F.23 (reading F.23 A1 ★): the Faceless who cut the ward is among the ward's visitors.
    const roles = [...visitorRoles(start, result, ward.seat), ...cutVisitorsAt(log, ward.seat).map((f) => seatOf(start, f).role)].sort();
    if (roles.length > 0) pm(log, ward.politician, 'pm.patronage-visitors', { target: ward.seat, roles }, { kind: 'patronage-visitors', target: ward.seat, roles });
  }
  for (const v of read<Array<{ night: number; checker: string; target: string; pair?: string[] }>>(start, KEYS.verifications) ?? []) {
    // A pair is the journalist's (roles/journalist answers it).
    if (v.night !== log.night || v.pair) continue;
    const colour = verifiedColour(start, v.checker, v.target);
    pm(log, v.checker, 'pm.verification', { target: v.target, colour }, { kind: 'verification', target: v.target, colour });
  }
}

/** The elimination cause: every killer's tag, sorted (`killed:mafia+maniac`). */
const causesOf = (resolution: Resolution, seat: string): string =>
  [...new Set(resolution.effects.flatMap((e) => (e.kind === 'kill' && e.target === seat ? e.by.map((b) => b.tag ?? b.ability) : [])))].sort().join('+');

/** Seed 004's night on the kit's ordered road (slots in night-order.ts, roles in their folders). */
export const night: NightDefinition<NightLog> = {
  resolveAt: 'actions',
  slots: NIGHT_ORDER,
  strategy: () => 'ordered',
  // Seed 004: a player killed earlier in the night makes no later move (MOV-10's neighbour, K.1–K.5).
  eliminatedActorsAct: false,
  // T.13, K.7: the poison kills at the poisoner's place in the order, without a move of his.
  // K.5: the insurances activated through a saved victim fire after the civilian killers.
  clocks: [poisonDeath, blackKamikazeClock, sampleCheck, savedInsurance],
  // MOV-7, HAC-2: a blocked role's move is accepted and fails when it resolves.
  acts: actsDespiteBlocks,
  deaths: 'morning.deaths',
  book: ({ state, intents }) => newNightLog(state, [...intents.values()].filter((i) => !i.id.startsWith(AUTO_INSURE))),
  // hypnotist r.1–r.8: the moves aimed at a hypnotist go where he says, before anything resolves;
  // witch r.5, r.6: a killer's move onto the witch or onto the player swapped with him.
  // necromancer r.6, actor r.27: the undead's and the copies' moves resolve after the holders' of the same slot.
  intents: (state, submitted) =>
    undeadLast(
      copiesLast(
        applyWitchToKillers(state, applyHypnosis(state, pimpControl(state, [...contractsToMercenary(state, submitted), ...defaultInsurance(state, submitted), ...homelessRepeats(state, submitted), ...defaultCut(state, submitted)])).intents),
      ),
    ),
  settle(ctx, log, resolution, actions) {
    const died = diedTonight(resolution);
    const diedSet = new Set(died);
    // Shots that never ran were stopped at home (blocked, or their shooter died first): still in reserve.
    for (const a of actions) {
      if (a.ability !== 'shoot' || log.ran.has(a.id)) continue;
      const side = sideOf(seatOf(log.state, a.actor));
      if (!side) continue;
      for (const c of a.components) if (c.kind === 'kill') log.shots.push({ action: a.id, actor: a.actor, side, via: 'shot', target: c.target, outcome: 'prevented' });
    }
    const after = settleBanks(ctx, log);
    // BLK-3, BLK-4, BLK-5: kills through civilian roles use up the next night's kill.
    settleShotDebts(ctx, log, diedSet);
    // criminalist r.4, r.8: who killed each body, for the samples.
    recordBodyKillers(ctx, log, diedSet);
    killersLearn(ctx, log, diedSet);
    // F.40, C-3: the killer who killed the Faceless gets his face.
    faceAtNight(ctx, log, diedSet);
    spareLifeMorning(ctx, log);
    cultistLifeMorning(ctx, log);
    kamikazeMorning(ctx, log);
    hackerMorning(log);
    othersLearn(log, resolution, actions);
    criminalistVisitors(log, resolution, actions);
    pimpMorning(log, diedSet);
    // l.115 item 14, PIM A8: the slave's day moves of yesterday, as the pimp treated them.
    dayTreatmentMorning(log);
    recordWerewolfKills(ctx, log, diedSet);
    recordBrokenIllusion(ctx, log, diedSet);
    for (const seat of died) ctx.eliminate(seat, `killed:${causesOf(resolution, seat)}`);
    log.banks = after;
  },
  after(ctx, log, died) {
    phantomMorning(ctx, log, died);
    // SV-7: the servants of tonight's dead masters leave, unless the phantom effect keeps the master.
    servantsOfGoneMasters(ctx);
    // fanatic r.2, r.4–r.6, r.9: the favourite's moves, the revenge's outcome, a random favourite.
    fanaticMorning(ctx, log, died);
    // drug-dealer r.2, r.4, r.10, r.13, r.14, r.16: the drugged players and the dealer's money.
    drugMorning(ctx, log, salesOf(log), died);
    // hypnotist r.5, r.11, l.115 items 15, 17.
    hypnotistMorning(ctx, log, died);
    // cultist r.3, r.4, r.6, r.7, r.11: the heal's price and PM, the devour spent.
    cultistMorning(ctx, log, died);
    // witch r.2, r.7, r.8, r.10, r.12, l.115 items 3, 16: the swaps, and last night's swap back.
    witchMorning(ctx, log, castsOf(log), log.intents.filter((i) => i.ability === 'swap' && !log.ran.has(i.id) && !died.includes(i.actor)).map((i) => i.actor));
    // FX.2: the Faceless dead by his own killing move: his victims zeroed.
    selfShotMorning(ctx, log, died);
    publishNotes(ctx, log.intents, died);
    // A.0: morning results reach only the living.
    // maid r.3–r.7: her substitutions and what she reads apply to the PMs as they go out.
    for (const note of maidDelivers(ctx, log, [...log.notes, ...surveillanceNotes(log), ...slaveNotes(log)], died)) {
      if (died.includes(note.seat) || !seatOf(ctx.state, note.seat).alive) continue;
      ctx.notify(toSeat(note.seat), note.key, note.params ?? {}, note.result);
    }
    fillVacancies(ctx, died);
    // Necromancer r.19: no curse named on day 1, three random targets by the first morning.
    curseAtRandom(ctx);
    // Necromancer r.5: an undead a killer reached tonight is laid to rest, before r.2 marks tonight's dead.
    layUndeadToRest(ctx, log);
    // Necromancer r.2: a cursed player killed tonight is undead from the morning.
    markUndead(ctx);
    // The blacks know their own shots for the coming night.
    const banks = log.banks ?? { mafia: 0, maniac: 0 };
    ctx.emit({ type: 'data-set', key: 'black-shots', value: { mafia: banks.mafia, maniac: banks.maniac }, audience: toFaction(BLACK) });
  },
};

import { withCutVisitors } from '../faceless/seen-at-home';
import { roleCutOff } from '../faceless/passive';
import { illusionAttackers } from '../imitator/illusion-night';
import type { GameState, Intent, Json, Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { living, RED } from '../../model';
import { diedTonight, pm, type NightLog } from '../../night/book';
import { trackedVisits, visitorsOf } from '../detective/morning';
import { isCopiedMove } from '../actor/limits';

/** Host-only memory of the role: each night's watch (`auto` for the HOM-6 repeat) and drink. */
export const HOMELESS_NIGHTS = 'homeless-nights';
export interface HomelessNight {
  night: number;
  seat: string;
  watch: string | null;
  auto: boolean;
  drunk: boolean;
  /** HOM-11: attacked while drunk and survived. */
  attacked: boolean;
}

const nights = (state: GameState): HomelessNight[] => (read<Json>(state, HOMELESS_NIGHTS) as unknown as HomelessNight[] | null) ?? [];
const lastNight = (state: GameState, seat: string, night: number): HomelessNight | undefined => nights(state).find((n) => n.seat === seat && n.night === night);

export const AUTO_WATCH = 'auto-watch:';

/**
 * HOM-1..HOM-9: he watches a house. Context L115 (BLO-1, PRO-8): a Homeless who acts cannot be
 * blocked: his move is passive for the resolver (no block, no redirect); the blocker's arrest is a miss.
 */
export const watch = defineAbility<NightLog>({
  id: 'watch',
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => (repeatTarget(state, intent.actor) !== null ? { code: 'watch-repeat-night' } : null),
  night: {
    slot: 'homeless',
    passive: true,
    components: (intent) => intent.targets.map((target): Component => ({ kind: 'visit', target })),
    handle({ night, book, intent }) {
      book.ran.add(night.action.id);
      night.runDefault();
      for (const target of intent.targets) traceEffect(night, intent.id.startsWith(AUTO_WATCH) ? 'watch-repeat' : 'watch', target, { rule: intent.id.startsWith(AUTO_WATCH) ? 'HOM-6' : 'HOM-1' });
    },
    morning({ ctx, book, resolution, actions }) {
      const died = new Set(diedTonight(resolution));
      const result = { resolution, log: book, actions };
      const records: HomelessNight[] = [];
      // A granted watch (the Actor's copy, the Necromancer's undead) is reported to its sender too.
      const granted = new Set(book.intents.filter((i) => i.ability === 'watch' && i.grant !== undefined).map((i) => i.actor));
      for (const hom of living(book.state).filter((s) => s.role === 'homeless' || granted.has(s.id))) {
        if (granted.has(hom.id)) {
          grantedWatchMorning(book, result, died, hom.id);
          continue;
        }
        const intent = book.intents.find((i) => i.actor === hom.id && i.ability === 'watch');
        const drunk = book.intents.some((i) => i.actor === hom.id && i.ability === 'drink');
        records.push({ night: book.night, seat: hom.id, watch: intent?.targets[0] ?? null, auto: intent?.id.startsWith(AUTO_WATCH) ?? false, drunk, attacked: drunk && book.attackers.has(hom.id) });
        // HOM-10: drunk, he learns nothing from his role that morning.
        if (drunk) continue;
        if (intent) {
          const target = intent.targets[0] as string;
          const attackers = book.attackers.get(target) ?? [];
          // HOM-9: no killer's name at a saved victim's; K.9 / l.115 item 18: only the first killer at a killed one's;
          // l.115 item 18 (X71): nor the killer whose shot the imitator's illusion took at the maniac's.
          const hidden = [...(died.has(target) ? attackers.slice(1) : attackers), ...illusionAttackers(book, target)];
          // HOM-5: at the Prostitute's he sees the client she took home; taking him is no going out.
          const took = book.intents.find((i) => i.actor === target && i.ability === 'take' && book.ran.has(i.id));
          const client = took?.targets[0];
          // F.23 (reading F.23 A1 ★): the Faceless who cut the watched house is seen coming.
          const came = withCutVisitors(book, target, visitorsOf(result, target)).filter((v) => v !== hom.id && !hidden.includes(v));
          const visitors = client !== undefined && !came.includes(client) ? [...came, client].sort() : came;
          const left = trackedVisits(book.state, result, target).filter((place) => place !== client).length > 0;
          pm(book, hom.id, 'pm.watch', { target, seats: visitors.length > 0 ? visitors.join(', ') : '—' }, { kind: 'watch', target, visitors, left });
        }
        // HOM-7: he always sees who came to him (HOM-9: not a killer who failed); F.1 (FA-25): not the night he is cut.
        if (roleCutOff(book, hom.id)) continue;
        const own = visitorsOf(result, hom.id).filter((v) => died.has(hom.id) || !(book.attackers.get(hom.id) ?? []).includes(v));
        if (own.length > 0) pm(book, hom.id, 'pm.visitors', { seats: own }, { kind: 'visitors', seats: own });
      }
      if (records.length > 0) write(ctx, HOMELESS_NIGHTS, [...nights(book.state), ...records] as unknown as Json);
    },
  },
});

/**
 * HOM-10: once every two nights he gets drunk: every role treats him as dead that night (a check
 * fails, COM-4; a shot finds a corpse and kills nobody) and his role tells him nothing that morning.
 * Readings HOM A1 ★: the drink replaces that night's watch (the repeat too); HOM A4 ★: not two
 * nights running. HOM-11: never again after surviving an attempt while drunk.
 */
export const drink = defineAbility<NightLog>({
  id: 'drink',
  phase: 'night',
  targets: { count: 0 },
  validate: (state, intent) => validateDrink(state, intent),
  night: {
    slot: 'homeless-drink',
    passive: true,
    components: (intent) => [{ kind: 'protect', target: intent.actor }],
    handle({ night, book, intent }) {
      book.ran.add(night.action.id);
      night.runDefault();
      traceEffect(night, 'drunk', intent.actor, { rule: 'HOM-10' });
    },
  },
});

/** The homeless (L25, HOM-1..HOM-11): no house of his own, private results only. */
export const homeless = defineRole({ id: 'homeless', faction: RED, abilities: [watch, drink] });

/** HOM-6: the night after an active choice he is at the same house again. */
export function repeatTarget(state: GameState, seat: string): string | null {
  const last = lastNight(state, seat, state.clock.phase.number - 1);
  return last && last.watch && !last.auto ? last.watch : null;
}

export function validateDrink(state: GameState, intent: Intent): Rejection | null {
  if (nights(state).some((n) => n.seat === intent.actor && n.attacked)) return { code: 'no-more-drinking' };
  if (lastNight(state, intent.actor, state.clock.phase.number - 1)?.drunk) return { code: 'drunk-recently' };
  return null;
}

/** HOM-6: the automatic repeat, unless he drinks tonight (HOM A1). */
export function homelessRepeats(state: GameState, submitted: readonly Intent[]): Intent[] {
  return living(state)
    .filter((s) => s.role === 'homeless')
    .flatMap((s): Intent[] => {
      const target = repeatTarget(state, s.id);
      if (target === null || submitted.some((i) => i.actor === s.id && (i.ability === 'drink' || i.ability === 'watch'))) return [];
      const id = `${AUTO_WATCH}${s.id}`;
      return [{ id, key: id, actor: s.id, ability: 'watch', targets: [target], phase: state.clock.phase, step: state.clock.step, at: 0, order: 0 }];
    });
}

/** HOM-10: a drunk Homeless counts as dead for the checks tonight. */
export const drunkTonight = (intents: readonly Intent[], seat: string): boolean => intents.some((i) => i.actor === seat && i.ability === 'drink');

type WatchResult = Parameters<typeof visitorsOf>[0];

/**
 * A watch sent through a grant: the visitors of the watched house (HOM-1, HOM-5), as the homeless
 * would see them, less every killer for an Actor's or Wizard's copy (actor r.16: "as hobo: cannot learn
 * the killer's name"); an undead's watch (necromancer r.3) sees what the homeless would (HOM-9, K.9).
 * No HOM-7 report of his own visitors, and no record for the HOM-6 repeat (actor r.3 "from zero").
 */
function grantedWatchMorning(book: NightLog, result: WatchResult, died: ReadonlySet<string>, seat: string): void {
  const intent = book.intents.find((i) => i.actor === seat && i.ability === 'watch' && i.grant !== undefined);
  const target = intent?.targets[0];
  if (intent === undefined || target === undefined) return;
  const attackers = book.attackers.get(target) ?? [];
  const hidden = [...(isCopiedMove(intent) || !died.has(target) ? attackers : attackers.slice(1)), ...illusionAttackers(book, target)];
  const took = book.intents.find((i) => i.actor === target && i.ability === 'take' && book.ran.has(i.id));
  const client = took?.targets[0];
  const came = withCutVisitors(book, target, visitorsOf(result, target)).filter((v) => v !== seat && !hidden.includes(v));
  const visitors = client !== undefined && !came.includes(client) ? [...came, client].sort() : came;
  const left = trackedVisits(book.state, result, target).filter((place) => place !== client).length > 0;
  pm(book, seat, 'pm.watch', { target, seats: visitors.length > 0 ? visitors.join(', ') : '—' }, { kind: 'watch', target, visitors, left });
}

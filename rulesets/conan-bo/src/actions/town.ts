// Town abilities at night (CB-D4 §3.1): information (CB-D12), protection (CB-D15), police (CB-D10),
// gadgets, steal, travel and matchmaking, each at its stage of the Order of Actions (CB-D7).
import type { Audience, JsonObject } from '@mafia/kernel';
import { defineAbility, type AbilityDefinition, type Attack, type Defence } from '@mafia/ruleset-kit';
import { ABILITY, CRIME, GADGET, INTERROGATION_VALUE, STATUS, type AbilityId } from '../ids';
import type { NightBook } from '../game/book';
import { suitcaseHolder } from '../game/day';
import { appearanceOf, dbRankOf, LEDGER, nextPhase } from '../game/seats';
import { carriedOut, shape } from './shape';

type Ability = AbilityDefinition<NightBook>;

/** CB-D12.4: a confused player's results are falsified (values inverted, lists emptied). */
export function tell(book: NightBook, seat: string, result: JsonObject): void {
  if (!book.confused.has(seat)) return book.result(seat, result);
  const falsified: JsonObject = { ...result };
  for (const [key, value] of Object.entries(result)) {
    if (typeof value === 'boolean') falsified[key] = !value;
    if (Array.isArray(value)) falsified[key] = [];
    if (value === INTERROGATION_VALUE.bo) falsified[key] = INTERROGATION_VALUE.notBo;
    if (value === INTERROGATION_VALUE.notBo) falsified[key] = INTERROGATION_VALUE.bo;
  }
  book.result(seat, falsified);
}

export const interrogate = (role?: string): Ability =>
  defineAbility<NightBook>({
    ...shape(ABILITY.interrogate, role),
    night: {
      slot: 'information',
      handle: carriedOut('interrogate', ({ book, night }, [t]) => {
        if (!t) return;
        // CB-D12.2: slander inverts what tonight's interrogations of the target read.
        const bo = book.looksBo(t) !== book.slandered.has(t);
        tell(book, night.action.actor, { kind: 'interrogation', target: t, value: bo ? INTERROGATION_VALUE.bo : INTERROGATION_VALUE.notBo });
      }, { reachTargets: 'at-start' }),
    },
  });

/** CB-D12.3: "suspect did action to object tonight", read from the carried-out claims. */
export const investigate: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.investigate),
  night: {
    slot: 'information',
    handle: carriedOut('investigate', ({ book, night, intent }, [suspect, object]) => {
      if (!suspect || !object) return;
      const action = String(intent.options?.['action'] ?? '');
      const value = book.claims.some((c) => c.actor === suspect && c.action === action && c.target === object);
      tell(book, night.action.actor, { kind: 'investigation', target: suspect, action, object, value });
    }, { reachTargets: 'at-start' }),
  },
});

/** Bourbon's spy (CB-D12.1): does the target appear as the named role? */
export const spy = (role: string): Ability =>
  defineAbility<NightBook>({
    ...shape(ABILITY.spy, role),
    night: {
      slot: 'information',
      handle: carriedOut('spy', ({ book, night, intent }, [t]) => {
        const seat = t ? book.seat(t) : undefined;
        if (!t || !seat) return;
        const guess = String(intent.options?.['role'] ?? '');
        tell(book, night.action.actor, { kind: 'spy', target: t, role: guess, value: (book.appearance(t) ?? appearanceOf(seat)) === guess });
      }, { reachTargets: 'at-start' }),
    },
  });

export const track: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.track),
  night: {
    slot: 'information',
    handle: carriedOut('track', ({ book, night }, [t]) => {
      if (t) book.reads.push({ kind: 'track', actor: night.action.actor, target: t });
    }, { reachTargets: 'at-start' }),
  },
});

/** CB-D12.6: only the highest-ranked Detective Boy's stakeout goes through. */
export const stakeout: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.stakeout),
  night: {
    slot: 'information',
    handle(ctx) {
      const mine = dbRankOf(ctx.book.seat(ctx.intent.actor)?.role ?? '');
      // Among the DBs who can still act at this stage (a DB killed tonight leaves the stakeout to the next).
      const better = [...ctx.book.intents.values()].some(
        (i) => i.ability === ABILITY.stakeout && dbRankOf(ctx.book.seat(i.actor)?.role ?? '') < mine && ctx.book.canAct(ctx.night, i.actor),
      );
      if (better) return ctx.book.fail(ctx.night, ctx.intent.targets[0]);
      carriedOut('stakeout', ({ book, night }, [t]) => {
        if (t) book.reads.push({ kind: 'watch', actor: night.action.actor, target: t });
      }, { reachTargets: 'at-start' })(ctx);
    },
  },
});

/** CB-D15.1: protect, heal and guard stop the BO kill on their target; heal also cures an injury. */
function protection(id: AbilityId, kind: 'protect' | 'heal' | 'guard'): Ability {
  return defineAbility<NightBook>({
    ...shape(id),
    night: {
      slot: 'protect',
      // CB-D12.3: investigations know `protect` (protect and guard) and `heal`.
      handle: carriedOut(kind === 'heal' ? 'heal' : 'protect', ({ book, night }, [t]) => {
        if (!t) return;
        book.protectedBy.set(t, { by: { action: night.action.id, actor: night.action.actor, ability: id }, kind });
        if (kind === 'heal' && book.seat(t)?.statuses.some((s) => s.id === STATUS.injured)) {
          book.cured.add(t);
          book.removeStatuses.push({ seat: t, status: STATUS.injured });
        }
      }),
    },
  });
}
export const protect = protection(ABILITY.protect, 'protect');
export const heal = protection(ABILITY.heal, 'heal');
export const guard = protection(ABILITY.guard, 'guard');

/** A protector's `defend`: the kit's conformance of defences (the kill reads `book.protectedBy` itself). */
export function protectorDefence(attack: Attack<NightBook>): Defence | null {
  const held = attack.stage === 'protection' ? attack.book.protectedBy.get(attack.target) : undefined;
  return held ? { outcome: 'saved', by: held.by } : null;
}

/** CB-D10: a night arrest holds on an unerased record made earlier; else a false charge. */
export const arrest: (role: string) => Ability = (role) =>
  defineAbility<NightBook>({
    ...shape(ABILITY.arrest, role),
    night: {
      slot: 'arrest',
      handle: carriedOut('arrest', ({ book, night, intent }, [t]) => {
        if (!t) return;
        const crime = String(intent.options?.['crime'] ?? '');
        const officer = night.action.actor;
        if (book.hasRecord(t, crime)) {
          book.arrested.push(t);
          book.arrestedBy.set(t, officer);
          book.addStatuses.push({ seat: t, status: { id: STATUS.arrested, audience: { to: 'public' } } });
          book.result(officer, { kind: 'arrest', target: t, crime, outcome: 'arrested' });
        } else {
          book.addStatuses.push({ seat: officer, status: { id: STATUS.suspended, expires: nextPhase(nextPhase(book.state.clock.phase)) } });
          book.neutralized.add(officer);
          book.result(officer, { kind: 'arrest', target: t, crime, outcome: 'false-charge' });
        }
      }),
    },
  });

/** CB-D7 #6: Satou's release reaches an arrested player (the one action that does, CB-23). */
export const release: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.release, 'satou'),
  night: {
    slot: 'release',
    handle: carriedOut(
      'release',
      ({ book, night }, [t]) => {
        if (!t || !book.seat(t)?.statuses.some((s) => s.id === STATUS.arrested)) return book.fail(night, t);
        book.released.push(t);
        book.removeStatuses.push({ seat: t, status: STATUS.arrested });
      },
      { reachTargets: false },
    ),
  },
});

/** CB-D7 #21: Agasa's gadget reaches its holder after tonight's actions. */
export const giveGadget: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.giveGadget),
  night: {
    slot: 'gadgets',
    handle: carriedOut('give-gadget', ({ book, intent }, [t]) => {
      if (!t) return;
      const gadget = String(intent.options?.['gadget'] ?? GADGET.stunWatch);
      book.bump(LEDGER.gadget(t, gadget));
      book.result(t, { kind: 'gadget-received', gadget });
    }),
  },
});

/** Everybody's `use-gadget`: the stun-watch neutralizes (CB-D7 #3); the glasses track. */
export const useGadget: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.useGadget),
  validate(state, intent) {
    const gadget = String(intent.options?.['gadget'] ?? '');
    return (state.ledger[LEDGER.gadget(intent.actor, gadget)] ?? 0) > 0 ? null : { code: 'no-gadget' };
  },
  night: {
    slot: 'neutralize',
    handle: carriedOut(null, ({ book, night, intent }, [t]) => {
      if (!t) return;
      const gadget = String(intent.options?.['gadget'] ?? '');
      const key = LEDGER.gadget(night.action.actor, gadget);
      // CB-D7 #2: Kid's steal comes first; a gadget stolen tonight cannot be used.
      if ((book.state.ledger[key] ?? 0) + (book.ledger.get(key) ?? 0) <= 0) return book.fail(night, t);
      book.bump(key, -1);
      if (gadget === GADGET.stunWatch) {
        book.neutralized.add(t);
        book.claims.push({ actor: night.action.actor, action: 'stun', target: t });
      } else {
        // CB-D12.3: the tracking glasses are a `track` to investigations.
        book.claims.push({ actor: night.action.actor, action: 'track', target: t });
        book.reads.push({ kind: 'track', actor: night.action.actor, target: t });
      }
    }, { item: true }),
  },
});

/** CB-D7 #2: Kid takes the target's gadgets. */
export const steal: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.steal, 'kid'),
  night: {
    slot: 'steal',
    handle: carriedOut('steal', ({ book, night }, [t]) => {
      if (!t) return;
      const gadgets: string[] = [];
      for (const gadget of Object.values(GADGET)) {
        const held = book.state.ledger[LEDGER.gadget(t, gadget)] ?? 0;
        if (held <= 0) continue;
        gadgets.push(gadget);
        book.bump(LEDGER.gadget(t, gadget), -held);
        book.bump(LEDGER.gadget(night.action.actor, gadget), held);
      }
      book.crime(night.action.actor, CRIME.steal);
      const suitcase = suitcaseHolder(book.state) === t;
      if (suitcase) book.suitcaseStolen = true;
      book.result(night.action.actor, { kind: 'steal', target: t, gadgets, suitcase });
    }),
  },
});

/** CB-D7 #7: a temporary disguise as the model's role, for tonight only. */
export const temporaryDisguise = (role: string): Ability =>
  defineAbility<NightBook>({
    ...shape(ABILITY.temporaryDisguise, role),
    night: {
      slot: 'disguise',
      handle: carriedOut('temporary-disguise', ({ book, night }, [t]) => {
        const model = t ? book.seat(t) : undefined;
        if (!model) return;
        // CB-D12.1: a temporary disguise holds tonight and the next day (the death post shows it).
        book.addStatuses.push({ seat: night.action.actor, status: { id: STATUS.disguised, expires: nextPhase(book.state.clock.phase), data: { role: model.role } } });
        book.crime(night.action.actor, CRIME.temporaryDisguise);
      }),
    },
  });

/** CB-D20: Yumi pairs two players on Night 1; they learn each other. */
export const matchmake: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.matchmake),
  night: {
    slot: 'matchmake',
    handle: carriedOut('matchmake', ({ book }, [a, b]) => {
      const sa = a ? book.seat(a) : undefined;
      const sb = b ? book.seat(b) : undefined;
      if (!sa || !sb) return;
      // CB-D20: the lovers see each other's `lover` status; nobody else does.
      const audience: Audience = { to: 'seats', seats: [sa.id, sb.id] };
      book.addStatuses.push({ seat: sa.id, status: { id: STATUS.lover, audience, data: { partner: sb.id } } }, { seat: sb.id, status: { id: STATUS.lover, audience, data: { partner: sa.id } } });
      book.result(sa.id, { kind: 'lover', lover: sb.id, role: sb.role });
      book.result(sb.id, { kind: 'lover', lover: sa.id, role: sa.role });
    }),
  },
});

/** CB-D6: travel takes the traveller abroad for the whole next phase. */
export const travel = (role: string): Ability =>
  defineAbility<NightBook>({
    ...shape(ABILITY.travel, role),
    night: {
      slot: 'travel',
      // The traveller leaves at the start of the next phase (src/ruleset.ts, stepStarted).
      handle: carriedOut(null, ({ book, night }) => book.bump(LEDGER.travel(night.action.actor))),
    },
  });

/** CB-8: Akai's Vengeance, the one action that survives its actor's death; resolved by day too. */
export const vengeance: Ability = defineAbility<NightBook>({
  ...shape(ABILITY.vengeance),
  night: {
    slot: 'vengeance',
    handle(ctx) {
      const [t] = ctx.targets();
      const { book, night } = ctx;
      if (!t || !book.deaths.has(night.action.actor) || !book.reachable(night, t)) return;
      // CB-D12.3: Akai's vengeance is a `kill` to investigations.
      book.claims.push({ actor: night.action.actor, action: 'kill', target: t });
      night.kill(t, 'vengeance');
      book.deaths.set(t, 'vengeance');
    },
  },
});

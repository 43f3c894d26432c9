import type { GameState, Intent, Rejection } from '@mafia/kernel';
import type { RoleDefinition } from '@mafia/ruleset-kit';
import type { SlotContext } from '@mafia/resolver';
import type { NightBook } from '../night/book';
import type { NightSlot } from '../night-order';

/** A role's night behaviour: the slot of the night order it acts in, and what it does there. */
export interface NightHandler {
  ability: string;
  slot: NightSlot;
  handle(book: NightBook, ctx: SlotContext, intent: Intent): void;
}

/** One folder per role (style rule 7): its kernel definition, its night handler, its extra checks. */
export interface RoleModule {
  role: RoleDefinition;
  night?: NightHandler;
  /** Checks beyond the kernel's (self-use limits, target kinds), for this role's abilities. */
  validate?(state: GameState, intent: Intent): Rejection | null;
}

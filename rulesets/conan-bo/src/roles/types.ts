import type { AbilityDefinition, RoleDefinition } from '@mafia/ruleset-kit';
import type { NightBook } from '../game/book';

/** The kit's role and ability types, over this ruleset's night book. */
export type Role = RoleDefinition<NightBook>;
export type Ability = AbilityDefinition<NightBook>;

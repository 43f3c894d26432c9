import type { AbilityDefinition, NightActionContext, RoleDefinition } from '@mafia/ruleset-kit';
import type { NightBook } from '../night/book';

/** The kit's role and ability types, over this ruleset's night book. */
export type Role = RoleDefinition<NightBook>;
export type Ability = AbilityDefinition<NightBook>;
export type Night = NightActionContext<NightBook>;

import type { Ruleset } from '@mafia/ruleset-kit';
import { rulesets } from '@mafia/rulesets';

/**
 * The rulesets this server offers: exactly the @mafia/rulesets registry list. Adding a ruleset
 * means adding it there; nothing in the server, the API or the room names a ruleset.
 */
export const installedRulesets: readonly Ruleset[] = rulesets;

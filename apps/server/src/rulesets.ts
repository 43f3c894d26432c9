import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';

/**
 * The rulesets this server offers. The registry package (@mafia/rulesets) is being written; until
 * it exports its list, the server ships the sandbox ruleset. Switch to `registry` from
 * @mafia/rulesets here, in this one place.
 */
export const installedRulesets: readonly Ruleset[] = [sandbox as unknown as Ruleset];

import type { BalanceEstimator } from '@mafia/api';
import { playGame, STRATEGIES } from '@mafia/cli';

/** A game of the estimate ends unfinished after this many phases (as `mafia simulate --max-phases`). */
const MAX_PHASES = 200;

const informed = STRATEGIES.find((strategy) => strategy.id === 'informed');
if (!informed) throw new Error('the simulator has no informed strategy');
const strategy = informed;

/**
 * The setup editor's balance estimate (issue #22): one game of the simulator (`mafia simulate`,
 * docs/balance.md) with the `informed` strategy at every seat. The API plays it in chunks.
 */
export const informedEstimator: BalanceEstimator = {
  play(ruleset, setup, seed) {
    const { winners, phases } = playGame(ruleset, setup, seed, MAX_PHASES, strategy);
    return { winners, phases };
  },
};

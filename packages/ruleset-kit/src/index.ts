/**
 * @mafia/ruleset-kit — how rulesets are written: defineRuleset / defineRole / defineAbility with
 * load-time validation, shared abilities, seeded role assignment, night resolution glue, a game
 * driver for tests and tools, and the conformance suite every ruleset runs.
 */
export * from './abilities';
export * from './assign';
export * from './conformance';
export { checkNightBehaviour, checkNightTraces } from './conformance-night';
export { defendAgainst, traceDefence, traceNoTarget } from './defences';
export * from './define';
export * from './driver';
export { nightTable, type NightCase, type NightRow } from './night-table';
export * from './modifiers';
export * from './night';
export { NIGHT_DEATHS, NIGHT_TRACE, publishTrace } from './night-tail';
export { abilityOfIntent, actionRef, onTarget, reasonFor, runBookNight, traceEffect, type BookNight } from './ordered-night';
export * from './trace';
export * from './types';

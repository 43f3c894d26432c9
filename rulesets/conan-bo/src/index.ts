/**
 * @mafia/ruleset-conan-bo: the contract (ids, ability shapes, roles, setups, Order of Actions) and
 * the ruleset itself, `conanBo` (issue #14).
 */
export * from './ids';
export * from './abilities';
export * from './roles';
export * from './setups';
export * from './order-of-actions';
export { conanBo, conanBo as default } from './ruleset';
export { decideWinner } from './game/win';
export { BO_CARD, boCard, type BoCard } from './game/bo-card';
export { validateConanSetup } from './validate-setup';

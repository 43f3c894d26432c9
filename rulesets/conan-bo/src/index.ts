/**
 * @mafia/ruleset-conan-bo, phase 1: the contract and the data that do not depend on the kit's
 * role-module API (issue #14). The ruleset definition comes in phase 2 and is registered then.
 */
export * from './ids';
export * from './abilities';
export * from './roles';
export * from './setups';
export * from './order-of-actions';

import { defineRole, redirect } from '@mafia/ruleset-kit';

/** Seed 001, RAR: "a Redirector redirects player B onto player C". Targets: [whose actions, onto whom]. */
export const redirector = defineRole({ id: 'redirector', faction: 'town', abilities: [redirect({ self: 'allowed' })] });

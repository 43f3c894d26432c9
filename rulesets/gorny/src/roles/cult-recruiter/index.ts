import { defineRole, recruit } from '@mafia/ruleset-kit';

/**
 * Seed 001, RAR last paragraph: the recruiter's PM says recruitment "does not work on players who
 * die that night"; the resolver counts every reason the target would die as a reason against it.
 */
export const cultRecruiter = defineRole({
  id: 'cult-recruiter',
  faction: 'cult',
  abilities: [recruit({ faction: 'cult', self: 'allowed' })],
});

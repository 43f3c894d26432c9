import { defineRole } from '@mafia/ruleset-kit';
import { RED } from '../../model';

/**
 * The politician (L132), a basic civilian role of the extended format (POL-1). Implemented here:
 * the zero voice barrier (POL-8) and immunity to colour checks (POL-9, COM-5). His support, the
 * mayor's patronage and the shadow vertical (POL-2..POL-6, POL-10..POL-12) are not yet (README).
 */
export const politician = defineRole({ id: 'politician', faction: RED, abilities: [] });

/** POL-8: a zero voice barrier: each vote against him counts at most 1 (BAR-1), nothing is removed. */
export const POLITICIAN_BARRIER = 0;

/**
 * Maniac (L3): a lone killer on even nights (MAN-1), up to two kills at once with two banked shots
 * (MAN-6). The overlay is the seat attribute `negative: maniac`; moves in ../black.ts.
 */
export const MANIAC = 'maniac';

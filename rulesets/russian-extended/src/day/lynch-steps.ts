// The steps at which the at-vote moves of roles may be made (contract §2 steps). Part 4 §5.9
// (AV-1, AV-2): the additional vote is "a normal lynch vote", with its own revote (reading AV-R),
// so a move allowed at the lynch and its revote is allowed there too (reading AV-M).
export const LYNCH_STEPS = ['lynch', 'revote', 'additional-vote', 'additional-revote'];
/** The lynch steps plus the witch hunt, for the moves that the hunt allows too (AV-5: no hunt at an additional vote). */
export const LYNCH_AND_HUNT_STEPS = [...LYNCH_STEPS, 'hunt'];

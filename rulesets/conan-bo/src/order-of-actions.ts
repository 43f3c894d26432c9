/**
 * The Order of Actions (CB-8 "holds a higher position in the Order of Actions"). Named stages of
 * the resolution inside each phase's single kernel step (`night`, `day`, CB-D1.1), not kernel
 * steps of their own. Each stage sees the settled results of the earlier ones; a player killed,
 * lynched or arrested at one stage loses every action of a later stage (CB-8), Akai's Vengeance
 * excepted. Faked suitcase actions resolve at the stage of the action they imitate (CB-D7).
 */

/** CB-D7: the night, in order. */
export const NIGHT_ORDER = [
  'matchmake', // 1. CB-D7 #1, CB-D20: Yumi's matchmake (Night 1 only)
  'steal', // 2. CB-D7 #2, CB-D4 steal: Kid takes gadgets; a robbed suitcase holder's action fails (CB-D17.4)
  'neutralize', // 3. CB-D7 #3, CB-D5.5: frighten and stun-watch, simultaneous
  'discombobulate', // 4. CB-D7 #4, CB-D4 discombobulate: later targeted actions of the target are redrawn
  'arrest', // 5. CB-D7 #5, CB-D10.3: night arrests, one at a time in seat order of the officers; false charges suspend (CB-D11)
  'release', // 6. CB-D7 #6: Satou's release
  'disguise', // 7. CB-D7 #7, CB-D12.1: disguise, temporary-disguise
  'slander', // 8. CB-D7 #8: slander (inverts tonight's interrogations of the target)
  'confuse', // 9. CB-D7 #9, CB-D12.4: confuse
  'hinder', // 10. CB-D7 #10, CB-5d: hinder (no vote tomorrow)
  'blackmail', // 11. CB-D7 #11: blackmail (no thread posts tomorrow)
  'protect', // 12. CB-D7 #12, CB-D15.1: protect, guard, heal, simultaneous; heal cures injury here
  'kill-order', // 13. CB-D7 #13, CB-D13.2: selection of the BO kill order (leader first, then rank)
  'bribe', // 14. CB-D7 #14, CB-D15.4: bribe
  'kills', // 15. CB-D7 #15, CB-D13.3: the BO kill and injure, simultaneous
  'vengeance', // 16. CB-D7 #16, CB-8: Akai's Vengeance, the one action that survives its actor's death
  'erase-body', // 17. CB-D7 #17, CB-12: erase-body
  'frame', // 18. CB-D7 #18, CB-D9.4: frame plants its record (usable by arrests from the next phase on, CB-D10.2)
  'erase-evidence', // 19. CB-D7 #19, CB-D9.5: erase-evidence
  'information', // 20. CB-D7 #20, CB-D12: interrogate, investigate, spy, track, stakeout, tracking glasses
  'gadgets', // 21. CB-D7 #21: delivery of give-gadget
  'travel', // 22. CB-D7 #22, CB-D6: travel requests take note (abroad from the next phase)
  'election', // 23. CB-D7 #23, CB-30, CB-D16.2: count of the bo-leader poll
] as const;
export type NightStage = (typeof NIGHT_ORDER)[number];

/** CB-D8: the end of the day, in order. */
export const DAY_ORDER = [
  'antidote', // 1. CB-D8 #1, CB-D19.3: antidote (APTX on the target fails today)
  'arrest', // 2. CB-D8 #2, CB-D10.5: day arrests
  'release', // 3. CB-D8 #3: release, lawsuit
  'aptx', // 4. CB-D8 #4, CB-D19.3: APTX uses in rank order; the dead and arrested no longer count (CB-7)
  'voice-of-reason', // 5. CB-D8 #5, CB-D21.4: Voice of Reason stops the lynch and hides the votes
  'lynch', // 6. CB-D8 #6, CB-D21.2: the lynch count with accompany and accuse (CB-9)
  'vengeance', // 7. CB-D8 #7: Akai's Vengeance
  'suitcase', // 8. CB-D8 #8, CB-D17.2: the leader's give-suitcase list is recorded for the night
  'travel', // 9. CB-D8 #9, CB-D6: travel requests
  'election', // 10. CB-D8 #10, CB-D16.2: count of the bo-leader poll
] as const;
export type DayStage = (typeof DAY_ORDER)[number];

import { bestPlayers } from './best-players';
import type { GameState, Seat } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { defineRuleset } from '@mafia/ruleset-kit';
import { z } from 'zod';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import { MAYOR_ABILITIES, mayorLeft } from './day/mayor';
import { note } from './night/notes';
import { advanceVote } from './day/advance-vote';
import { FORMATS } from './formats';
import { validateRussianSetup } from './validate-setup';
import { BLACK, GREY, negativeOf, RED, validateSeats } from './model';
import { diesRed, revealDisguised } from './roles/imitator/disguise';
import { activeCitizen, fillVacancies } from './roles/active-citizen';
import { BLACK_ABILITIES } from './roles/black';
import { night } from './night/settle';
import { blocker } from './roles/blocker';
import { bodyguard } from './roles/bodyguard';
import { immortal } from './roles/immortal';
import { hacker, keepRole } from './roles/hacker';
import { terrorist } from './roles/terrorist';
import { phantom } from './roles/phantom';
import { closePhantomStep, cursesNow, phantomLeavesWith } from './roles/phantom/possession';
import { prostitute } from './roles/prostitute';
import { citizen } from './roles/citizen';
import { commissar } from './roles/commissar';
import { detective } from './roles/detective';
import { doctor } from './roles/doctor';
import { investigator } from './roles/investigator';
import { journalist } from './roles/journalist';
import { lawyer } from './roles/lawyer';
import { inquisitor } from './roles/inquisitor';
import { witness } from './roles/witness';
import { homeless } from './roles/homeless';
import { anonymous } from './roles/anonymous';
import { pimp } from './roles/pimp';
import { reportSlaveMove } from './roles/pimp/day-control';
import { recordDayTreatments } from './roles/pimp/day-treatment';
import { withDayIntents } from './day/day-intents';
import { liar } from './roles/liar';
import { priest } from './roles/priest';
import { politician } from './roles/politician';
import { kamikaze } from './roles/kamikaze';
import { actor } from './roles/actor';
import { necromancer } from './roles/necromancer';
import { unwrapUndeadMove } from './roles/necromancer/undead-move';
import { servantProxies, unwrapActFor } from './roles/elite/act-for';
import { assignWithElite, isEliteSignup, signup } from './elite-signup';
import { servantCopies } from './roles/elite/treatment';
import { maid } from './roles/maid';
import { criminalist } from './roles/criminalist';
import { wizard } from './roles/wizard';
import { madman } from './roles/madman';
import { cultist, takeSouls } from './roles/cultist';
import { BLACK_ROLE_ABILITIES } from './roles/black-roles';
import { judge } from './roles/judge';
import { hero } from './roles/hero';
import { fanatic } from './roles/fanatic';
import { favouriteLeft } from './roles/fanatic/state';
import { drugDealer } from './roles/drug-dealer';
import { hypnotist } from './roles/hypnotist';
import { witch } from './roles/witch';
import { collector, collectRole } from './roles/collector';
import { cut } from './roles/faceless';
import { announceCivilianRole } from './reveal';
import { CONDITIONS, STEPS } from './steps';
import { validateIntent } from './validate';
import { checkWin, teamsWin } from './win';
import { facelessStepStarted } from './roles/faceless/outcome';
import { publishStanding } from './roles/faceless/standing';
import { agentsLeave, eliteStepStarted, servantsLeave } from './roles/elite';
import { SERVANT_ABILITIES } from './roles/elite/servant';
import { tellProxyTeam } from './roles/elite/proxy';
import { applySanction, sanction, withdrawLostVotes } from './conduct/sanctions';
import { validateThreadPost } from './conduct/posting';
import { FACELESS_SELF_SHOT, facelessMayShootHimself } from './roles/faceless/self-shot';
import { UNDEAD_TARGET, undeadTargetable } from './roles/necromancer/undead-target';
import { admitToVotes, castNotAdmittedAutovotes, lateWallFlags, NOT_ADMITTED, wallTags } from './conduct/walls';
import { revealAtEnd } from './end-reveal';
import { namedSuccessor } from './roles/boss-son';

const settings = z.object({
  format: z.enum(['standard', 'extended']).default('standard'),
  dayLength: z.number().int().positive().default(21 * 3_600_000),
  voteLength: z.number().int().positive().default(3_600_000),
  approvalLength: z.number().int().positive().default(15 * 60_000),
  // AV-1d: an additional vote lasts no more than 30 minutes (a longer setting is refused).
  additionalVoteLength: z.number().int().positive().max(30 * 60_000).default(30 * 60_000),
  eveningLength: z.number().int().positive().default(3 * 3_600_000),
  nightLength: z.number().int().positive().default(8 * 3_600_000),
  hostReview: z.boolean().default(false),
  // C-4: the daily wall admits a player to the vote (conduct/walls.ts; reading AMB-C-4-P ★: off by default).
  wallRequired: z.boolean().default(false),
});

const secondDayOn = { from: 2 };

/** Moves every player holds whatever his team: the mayor's (accepted from the mayor only) and night notes (NN-1). */
const EVERYONE = [...MAYOR_ABILITIES, note];
// V-4: any player may send his vote to the host in advance (day/advance-vote.ts).
EVERYONE.push(advanceVote);
// SV-3b, SV-3d: the servant's PM vote for his master and the master's passed vote (roles/elite/servant.ts).
EVERYONE.push(...SERVANT_ABILITIES);
// §4.1: the host's conduct sanctions, sent by the host for the offender (conduct/sanctions.ts).
EVERYONE.push(sanction);

/**
 * The Russian forum ruleset, extended edition (seed 004). Read it as the rulebook's contents:
 * teams, civilian roles, the day (election, lynch, revote, witch hunt, evening) and the night,
 * the end of the game, and the two formats.
 */
const ROLES = [citizen, doctor, blocker, commissar, detective, investigator, activeCitizen, politician, bodyguard, prostitute, immortal, hacker, terrorist, journalist, lawyer, inquisitor, witness, homeless, liar, priest, phantom, anonymous, pimp, judge, hero, kamikaze, actor, necromancer, maid, criminalist, wizard, madman, cultist, fanatic, drugDealer, hypnotist, witch, collector];

/** The moves a red holder of the seat's civilian role has: his role's and the red team's (SV-9b merciless). */
const redMovesOf = (seat: Seat): string[] => [
  ...(ROLES.find((role) => role.id === seat.role)?.abilities ?? []).map((ability) => ability.id),
  ...EVERYONE.map((ability) => ability.id),
];

export const russianExtended = defineRuleset({
  id: 'russian-extended',
  settings,
  players: { min: 4, max: 40 },
  factions: [
    { id: RED, knowsMembers: false, chat: false, abilities: EVERYONE },
    // Interpretation (README "Model"): the black team knows itself and shares a chat (insurance, rumours).
    { id: BLACK, knowsMembers: true, chat: true, abilities: [...BLACK_ABILITIES, keepRole, ...EVERYONE, ...BLACK_ROLE_ABILITIES] },
    // Part 3 §2: the Faceless's face cut is the grey team's move (F.1).
    { id: GREY, knowsMembers: false, chat: false, abilities: [...EVERYONE, cut] },
  ],
  roles: ROLES,
  cycle: {
    first: 'day',
    day: {
      steps: [
        { id: 'discussion', duration: 'dayLength' },
        { id: 'election', when: { numbers: [1] }, duration: 'voteLength' },
        { id: 'election-runoff', when: { predicate: 'election-tied' }, duration: 'voteLength' },
        { id: 'secretary', when: { predicate: 'mayor-elected' } },
        { id: 'hunt-approval', when: { all: [secondDayOn, { predicate: 'hunt-offered' }] }, duration: 'approvalLength' },
        { id: 'hunt', when: { predicate: 'hunt-approved' }, duration: 'voteLength' },
        { id: 'lynch', when: { all: [secondDayOn, { not: { predicate: 'hunt-approved' } }] }, duration: 'voteLength' },
        { id: 'revote', when: { predicate: 'lynch-tied' }, duration: 'voteLength' },
        // AV-1..AV-3: the additional vote and its revote come before the evening (AV-3); AV-1d: ≤ 30 minutes.
        { id: 'additional-vote', when: { predicate: 'additional-vote' }, duration: 'additionalVoteLength' },
        { id: 'additional-revote', when: { predicate: 'additional-tied' }, duration: 'additionalVoteLength' },
        { id: 'evening', duration: 'eveningLength' },
      ],
    },
    night: { steps: [{ id: 'actions', duration: 'nightLength', review: true }] },
  },
  // Part 3 §6 and the base roles' night: the kit runs the named slots (night/night-order.ts); each
  // move acts from its role's folder, what belongs to no single role is in night/settle.ts.
  night,
  deadPolicy: 'public-only',
  // Contract §3: the poisoned player is not told (poisoner r.1–r.2); the status's audience is the poisoner.
  // C-4: a player without the day's wall is not admitted to the day's votes (conduct/walls.ts).
  statuses: { poisoned: { visibility: 'hidden' }, [NOT_ADMITTED]: { visibility: 'public', blocksVotes: true } },
  // §8.6 BP-0: after every game, the vote for the best players (kernel after-game-vote.ts); BP-4c: the
  // host may lower the pass mark of one half, never raise it.
  afterGameVote: { id: 'best-players', count: bestPlayers, maxPassMark: { num: 1, den: 2 } },
  hooks: {
    stepStarted(ctx) {
      STEPS[ctx.state.clock.step]?.start?.(ctx);
      // C-4: at the day's first vote, players without a wall are not admitted; at a lynch vote they get the autovote at once.
      admitToVotes(ctx);
      castNotAdmittedAutovotes(ctx);
      // O.1–O.1.2: the Faceless's survival win and the teams' extra day or night to find him.
      facelessStepStarted(ctx, teamsWin);
      // AG-7: the agent leaves after the second lynch vote's result.
      agentsLeave(ctx);
      // AG-4, MA-4, SV-4: the open elite roles; SV-3d: a passed vote stated at the vote's start.
      eliteStepStarted(ctx);
      // S-2: a player deprived of his vote: his ballot weighs 0 at the next two votes.
      withdrawLostVotes(ctx);
      revealAtEnd(ctx, 'step-started');
      publishStanding(ctx, 'step-started', checkWin);
    },
    stepEnding(ctx) {
      // PIM-3..PIM-6, MOV-7 by day: the step's closing rules read the slaves' moves as their pimp left
      // them and no move of a blocked civilian role (day/day-intents.ts).
      // l.115 item 14, PIM A8: how the pimp treated each slave's moves of this step (told next morning).
      recordDayTreatments(ctx);
      STEPS[ctx.state.clock.step]?.end?.(withDayIntents(ctx));
      // PHA-2..PHA-5, N-PH.1..N-PH.4: possessions when a vote closes, departures when the evening ends.
      closePhantomStep(ctx);
      revealAtEnd(ctx, 'step-ended');
      publishStanding(ctx, 'step-ended', checkWin);
    },
    validateIntent,
    // Contract §6: the Necromancer's `undead-move` / `undead-day-move` are his granted moves (necromancer A8).
    // Contract §6, §8: the undead's moves (necromancer r.3) and the servant's moves for his master (SV-6).
    unwrapMove: (state, seat, request) => unwrapUndeadMove(state, seat, request) ?? unwrapActFor(state, seat, request),
    // SV-6, SV-9b: the servant's screen offers his absent master's moves, as far as he was told of them.
    proxies: (state, seat) => servantProxies(state, seat, redMovesOf),
    // C-5 (the last word), SV-3a, SV-3d: who may post in the thread, and when (conduct/posting.ts).
    validatePost: (state, seat, channel, tags, now) => {
      const verdict = validateThreadPost(state, seat, channel);
      return verdict.rejection ? verdict : { flags: [...verdict.flags, ...lateWallFlags(state, tags, now)] };
    },
    // C-4: a living player marks a post of the day's discussion as his wall.
    postTags: wallTags,
    // FX.2: the Faceless may name himself with a killing civilian move (roles/faceless/self-shot.ts).
    selfTargets: { [FACELESS_SELF_SHOT]: facelessMayShootHimself },
    deadTargets: { [UNDEAD_TARGET]: undeadTargetable },
    // SV-9b: a servant's copies of his master's private notices (roles/elite/treatment.ts).
    noticeCopies: servantCopies,
    // PIM-3: the pimp learns each move his slave sends, as it is sent.
    intentRecorded: (ctx, intent) => {
      reportSlaveMove(ctx, intent);
      // §4.1: a host's sanction is announced and applied as it is recorded.
      applySanction(ctx, intent);
    },
    // Bad input (issue #15): an unknown `negative` or `elite` value is refused, naming the allowed ids.
    validateStart: (seats) => validateSeats(seats),
    checkWin,
    conditions: Object.fromEntries(Object.entries(CONDITIONS).map(([id, fn]) => [id, (state: GameState) => fn(state)])),
    // C-2, interpretation AMB-C-2: a night death shows only the civilian role (the header's green
    // font); the team stays hidden. Day eliminations reveal role and team (N.1, l.83).
    // Imitator r.11: an Imitator who dies red keeps his team hidden (roles/imitator/disguise.ts).
    revealOnElimination: (state, seat) => state.clock.phase.kind !== 'night' && !diesRed(state, seat),
    afterElimination(ctx, seat, cause) {
      const leaving = ctx.state.seats.find((s) => s.id === seat) as Seat;
      // Reading AMB-MY-1: a mayor who leaves the game (the host's removal, C-9) holds the post no more.
      mayorLeft(ctx, seat);
      // cultist r.2, r.3 (contract §9 A1): a sacrificed player's death gives the cultist a soul.
      takeSouls(ctx, seat, cause);
      // collector r.2, r.13–r.15: a target's civilian role goes into his collection.
      collectRole(ctx, seat);
      // N-FN.1, N-FN.4: a black fanatic's favourite killed by his own side gives him no revenge.
      favouriteLeft(ctx, seat, cause);
      // PHA-5, N-PH.3: the possessed or cursed player leaves, the Phantom leaves with him.
      phantomLeavesWith(ctx, seat);
      // SV-7: the servant leaves with his master.
      servantsLeave(ctx, seat);
      // AG-10, MA-10: a proxy eliminated at night: the agent or mason learns his team.
      tellProxyTeam(ctx, seat);
      // A mod kill ends the game right after this hook (END-1a); the hidden teams go public first.
      if (cause.startsWith('modkill:')) revealAtEnd(ctx, 'eliminated');
      if (cause.startsWith('modkill:')) publishStanding(ctx, 'eliminated', checkWin);
      // ACT-2: a role the host removed falls vacant at once (ACT-8, ACT-9 with the hacker).
      if (cause.startsWith('modkill:')) fillVacancies(ctx, [seat]);
      if (ctx.state.clock.phase.kind === 'night') {
        announceCivilianRole(ctx, leaving);
        return;
      }
      // N.1: a negative's roles are both revealed when he leaves by day; the kernel reveals role and team.
      // Imitator r.10, r.11: a disguised Imitator shows the role he named, or dies red.
      if (revealDisguised(ctx, leaving)) return;
      const negative = negativeOf(leaving);
      // N-PH.4: a black Phantom cursing at this vote keeps it hidden until he leaves.
      // Boss's son r.10: a successor who dies at a vote has his status shown next to the mafia role.
      if (negative && !cursesNow(ctx.state, seat)) ctx.notify(toPublic, 'day.negative-revealed', { seat, negative, ...(namedSuccessor(ctx.state, seat) ? { successor: true } : {}) });
      // Boss's son r.10: the status "next to the mafia role" in words (the reveal's `successor: true`).
      if (negative && !cursesNow(ctx.state, seat) && namedSuccessor(ctx.state, seat)) ctx.notify(toPublic, 'day.successor-revealed', { seat });
    },
  },
  setups: FORMATS,
  // EL-1: an elite player signs up beside the setup's seats, naming his role (and a servant his master).
  signup,
  extraSignup: isEliteSignup,
  // Issue #22: the setup editor's checks (a format's team sizes).
  validateSetup: validateRussianSetup,
  // Issue #17: the drawn setups draw their roles from the game's seed; the others deal as the kit does;
  // then each elite player gets his seat (EL-1, elite-signup.ts).
  assign: (input, ruleset) => assignWithElite(ruleset, input),
  locales: { en, ru },
});

export default russianExtended;
export { NIGHT_ORDER } from './night/night-order';
export { correctionAdjustments, blackCap, greyBlackCap } from './corrections/caps';
export { hardEquality, greyTieBreak, everyoneElseAgainst, allRedsAgainst } from './corrections/overrides';
export { shotsTonight, ownNight, prioritySide, capacity } from './night/shots';
export { bestPlayers, type BestPlayerBallot, type BestPlayerInput, type BestPlayerResult } from './best-players';
export { politicianVoters } from './roles/politician/weights';
export { validateRussianSetup } from './validate-setup';

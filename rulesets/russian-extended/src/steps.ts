import type { GameState, HookContext } from '@mafia/kernel';
import { dayRecord, updateDay } from './data';
import { closeElection, closeElectionRunoff, openElection, openElectionRunoff } from './day/election';
import { closeEvening } from './day/evening';
import { reportVoteMoves } from './roles/anonymous';
import { reportExaminations } from './roles/criminalist';
import { reportConjures } from './roles/wizard';
import { fixSacrifices } from './roles/cultist';
import { fixFavourites } from './roles/fanatic/morning';
import { fixSwaps } from './roles/witch/swaps';
import { fixCollections } from './roles/collector';
import { closeHunt, closeHuntApproval, huntOfferable, openHunt, openHuntApproval } from './day/hunt';
import { closeLynch, closeRevote, openLynch, openRevote } from './day/lynch';
import { settleMandatoryVictims } from './conduct/mandatory-victim';
import { countAutovoteStreaks } from './conduct/autovote-streaks';
import { closeSecretary, fixVertical } from './day/mayor';
import { fixLegalProtection } from './roles/lawyer';
import { giveAntidotes } from './roles/poisoner';
import { reportTorture } from './roles/executor';
import { fixIllusion, reportMeeting } from './roles/imitator';
import { ADDITIONAL_CONDITIONS, ADDITIONAL_POLL, ADDITIONAL_REVOTE_POLL } from './day/additional-vote';

type Step = { start?: (ctx: HookContext) => void; end?: (ctx: HookContext) => void };

/** What each named step does when it starts and when it ends (the cycle in index.ts says when it runs). */
export const STEPS: Record<string, Step> = {
  discussion: {
    end(ctx) {
      fixVertical(ctx);
      fixLegalProtection(ctx);
      giveAntidotes(ctx);
      updateDay(ctx, { huntOffered: huntOfferable(ctx.state) });
    },
  },
  election: { start: openElection, end: closeElection },
  'election-runoff': { start: openElectionRunoff, end: closeElectionRunoff },
  secretary: { end: closeSecretary },
  'hunt-approval': { start: openHuntApproval, end: closeHuntApproval },
  hunt: { start: openHunt, end: closeHunt },
  // C-9: the nearest lynch takes the mandatory victim too (conduct/mandatory-victim.ts).
  lynch: {
    start: openLynch,
    end: (ctx) => {
      closeLynch(ctx);
      settleMandatoryVictims(ctx);
    },
  },
  revote: { start: openRevote, end: closeRevote },
  // AV-1, AV-2: the additional vote is a normal lynch vote with its own revote (§5.9); no hunt (AV-5).
  'additional-vote': { start: (ctx) => openLynch(ctx, ADDITIONAL_POLL), end: (ctx) => closeLynch(ctx, ADDITIONAL_POLL) },
  'additional-revote': { start: (ctx) => openRevote(ctx, ADDITIONAL_REVOTE_POLL), end: (ctx) => closeRevote(ctx, ADDITIONAL_REVOTE_POLL) },
  evening: {
    start(ctx) {
      // D-3, SC-7: autovotes in a row are counted and told to the host (no penalty elimination).
      countAutovoteStreaks(ctx);
      reportVoteMoves(ctx);
      reportTorture(ctx);
      // criminalist r.3: the body examination's result comes when the evening opens.
      reportExaminations(ctx);
      // imitator r.2: the meeting with the maniac when the evening opens on the day before his first night.
      reportMeeting(ctx);
    },
    end(ctx) {
      closeEvening(ctx);
      // wizard r.2, r.5: `conjured` when the evening closes.
      reportConjures(ctx);
      // cultist r.2, T.15: the sacrifice in force.
      fixSacrifices(ctx);
      // fanatic r.1, r.2: the favourite named on day 1 and his role, when the evening closes.
      fixFavourites(ctx);
      // witch r.9, T.18: a fixed swap is not undone that night.
      fixSwaps(ctx);
      // collector r.1, r.6, r.9, r.10, T.15: the targets in force and the active role.
      fixCollections(ctx);
      // imitator r.3: the illusion sent this evening covers the coming night.
      fixIllusion(ctx);
    },
  },
  // The night step `actions` is resolved by the kit (night/settle.ts), before this table's hooks.
};

/** Predicates of the conditional day steps; they read today's record, which stays true all day. */
export const CONDITIONS: Record<string, (state: GameState) => boolean> = {
  'election-tied': (state) => dayRecord(state).electionTied !== undefined,
  'mayor-elected': (state) => dayRecord(state).mayorElected !== undefined,
  'hunt-offered': (state) => dayRecord(state).huntOffered === true,
  'hunt-approved': (state) => dayRecord(state).huntApproved === true,
  'lynch-tied': (state) => dayRecord(state).lynchTied !== undefined,
  ...ADDITIONAL_CONDITIONS,
};

import { NOTE_MAX_LENGTH } from '@mafia/db';
import { z } from 'zod';
import { ANY_MEMBER, memberProcedure, router } from '../trpc';

/** What a member's notes look like on the wire; `updatedAt` is null before the first save. */
export interface OwnNotes {
  text: string;
  updatedAt: number | null;
}

// Every member of the game keeps notes: players alive or dead, spectators, hosts (issue #7).
const member = memberProcedure(ANY_MEMBER);

/**
 * A member's private notes on a game. They are not game events: they never enter the event log
 * or any view, and each member reads only their own (the account comes from the session, never
 * from the input).
 */
export const notesRouter = router({
  get: member.query(async ({ ctx }): Promise<OwnNotes> => {
    const found = await ctx.services.notes.get(ctx.game.id, ctx.member.accountId);
    return found ? { text: found.text, updatedAt: found.updatedAt } : { text: '', updatedAt: null };
  }),

  save: member
    .input(z.object({ text: z.string().max(NOTE_MAX_LENGTH) }))
    .mutation(async ({ ctx, input }): Promise<OwnNotes> => {
      const saved = await ctx.services.notes.save(ctx.game.id, ctx.member.accountId, input.text, ctx.services.clock.now());
      return { text: saved.text, updatedAt: saved.updatedAt };
    }),
});

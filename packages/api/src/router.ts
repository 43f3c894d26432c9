import { authRouter } from './routers/auth';
import { gameRouter } from './routers/game';
import { historyRouter } from './routers/history';
import { hostRouter } from './routers/host';
import { lobbyRouter } from './routers/lobby';
import { notesRouter } from './routers/notes';
import { rulesetsRouter } from './routers/rulesets';
import { router } from './trpc';
import { watchRouter } from './routers/watch';
import { profileRouter } from './routers/profile';
import { forumRouter } from './routers/forum';
import { webhookRouter } from './routers/webhook';
import { setupsRouter } from './routers/setups';

export const appRouter = router({
  auth: authRouter,
  rulesets: rulesetsRouter,
  lobby: lobbyRouter,
  game: gameRouter,
  host: hostRouter,
  notes: notesRouter,
  history: historyRouter,
  watch: watchRouter,
  profile: profileRouter,
  forum: forumRouter,
  webhook: webhookRouter,
  setups: setupsRouter,
});

export type AppRouter = typeof appRouter;

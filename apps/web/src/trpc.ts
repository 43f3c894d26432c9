import type { AppRouter } from '@mafia/server';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { inferRouterOutputs } from '@trpc/server';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type Outputs = inferRouterOutputs<AppRouter>;
export type OwnView = Outputs['game']['view'];
export type RulesetSummary = Outputs['rulesets']['list'][number];
export type RulesetDetail = Outputs['rulesets']['get'];
export type LobbyGame = Outputs['lobby']['get'];
export type CommandResult = Outputs['game']['act'];

/** Queries and mutations over batched HTTP (mutations carry the CSRF header), live views over SSE. */
export function createClient(base = '/trpc') {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: base }),
        false: httpBatchLink({ url: base, headers: () => ({ 'x-mafia-csrf': '1' }) }),
      }),
    ],
  });
}

import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ensureRulesetTexts } from '../i18n';
import { useTRPC } from '../trpc';

/** A ruleset's manifest with its texts registered as the ruleset's i18next namespace. */
export function useRuleset(id: string | undefined) {
  const trpc = useTRPC();
  const { i18n } = useTranslation();
  const query = useQuery({ ...trpc.rulesets.get.queryOptions({ id: id ?? '' }), enabled: Boolean(id), staleTime: Infinity });
  if (query.data) ensureRulesetTexts(i18n, query.data.id, query.data.locales);
  return query;
}

/** Every ruleset's manifest (for names and descriptions in the lobby). */
export function useRulesets(ids: string[]) {
  const trpc = useTRPC();
  const { i18n } = useTranslation();
  const queries = useQueries({ queries: ids.map((id) => ({ ...trpc.rulesets.get.queryOptions({ id }), staleTime: Infinity })) });
  for (const q of queries) if (q.data) ensureRulesetTexts(i18n, q.data.id, q.data.locales);
  return queries;
}

import { createContext } from 'react';

/**
 * Rejection texts. A ruleset's own rejection codes (1923's `player-count-unfit`, the Russian
 * rules' `no-shot-tonight`) live in its namespace; the kernel's in `game`, the platform's in `app`.
 * The ruleset's text wins, so a ruleset may also word a core rejection its own way.
 */
export interface RejectionValue {
  code: string;
  params?: Record<string, unknown>;
}

/** The namespaces a rejection code is looked up in, first match wins. */
export function rejectionNamespaces(rulesetNamespace: string | undefined): string[] {
  const core = ['game', 'app'];
  return rulesetNamespace && !core.includes(rulesetNamespace) ? [rulesetNamespace, ...core] : core;
}

/** The subset of i18next's `t` the lookup needs (the app's `t`, or a test instance's). */
export type Translate = (key: string, options: Record<string, unknown>) => string;

/** The reader's text for a rejection; an unknown code gets the generic "something went wrong". */
export function rejectionText(t: Translate, rejection: RejectionValue, rulesetNamespace: string | undefined): string {
  return t(`rejections.${rejection.code}`, {
    ...rejection.params,
    ns: rejectionNamespaces(rulesetNamespace),
    defaultValue: t('errors.generic', { ns: 'app' }),
  });
}

/** The game page's ruleset namespace, for components that show rejections without being told it. */
export const RulesetNamespace = createContext<string | undefined>(undefined);

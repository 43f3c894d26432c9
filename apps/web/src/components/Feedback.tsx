import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandResult } from '../trpc';
import { rejectionText, RulesetNamespace, type RejectionValue, type Translate } from '../lib/rejection';

/**
 * A rejection value (`rejections.<code>`) announced to screen readers: looked up in the game's
 * ruleset namespace (the `ns` prop, else the game page's), then the core `game` and `app` ones.
 */
export function Rejection({
  rejection,
  ns,
}: {
  rejection: RejectionValue | null | undefined;
  ns?: string | undefined;
}) {
  const { t } = useTranslation();
  const pageNs = useContext(RulesetNamespace);
  if (!rejection) return null;
  return (
    <p role="alert" className="error">
      {rejectionText(t as Translate, rejection, ns ?? pageNs)}
    </p>
  );
}

/** tRPC errors carry a message id (`invalid-credentials`, `sign-in-required`) as their message. */
export function ErrorMessage({ error }: { error: { message: string } | null | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {t(`errors.${error.message}`, { defaultValue: t('errors.generic') })}
    </p>
  );
}

/**
 * What a command answered, under its form: the transport error (an unknown game, a lost sign-in)
 * or the engine's rejection of an accepted call (`{ ok: false, rejection }`). Accepted commands show
 * nothing here: their effect shows in the view.
 */
export function CommandFeedback({
  result,
  error,
}: {
  result: CommandResult | null | undefined;
  error?: { message: string } | null | undefined;
}) {
  return (
    <>
      <ErrorMessage error={error} />
      {result && !result.ok && <Rejection rejection={result.rejection} />}
    </>
  );
}

import { useTranslation } from 'react-i18next';

/** A rejection value (`rejections.<code>`) or a transport error, announced to screen readers. */
export function Rejection({ rejection }: { rejection: { code: string; params?: Record<string, unknown> } | null | undefined }) {
  const { t } = useTranslation();
  if (!rejection) return null;
  return (
    <p role="alert" className="error">
      {t(`rejections.${rejection.code}`, { ...(rejection.params as Record<string, string>), defaultValue: t('errors.generic') })}
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

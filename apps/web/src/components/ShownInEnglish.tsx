import { useTranslation } from 'react-i18next';
import { fellBackToEnglish } from '../lib/fallback';

/** "shown in English" (in the reader's language) beside a text that fell back to English (issue #20). */
export function ShownInEnglish({ textKey }: { textKey: string }) {
  const { t, i18n } = useTranslation();
  if (!fellBackToEnglish(i18n, textKey)) return null;
  return (
    <span className="chip muted small" data-testid="shown-in-english">
      {t('common.shownInEnglish')}
    </span>
  );
}

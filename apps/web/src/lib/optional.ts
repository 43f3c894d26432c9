import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * For texts a ruleset may or may not provide (a step name, a faction summary): the text when
 * some language has it, otherwise nothing (i18next would show the key).
 */
export function useOptionalText(): (key: string, options?: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation();
  return useCallback((key, options = {}) => (i18n.exists(key, options) ? String(t(key, options)) : ''), [t, i18n]);
}

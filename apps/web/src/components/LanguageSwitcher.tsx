import { CLIENT_LANGUAGES, PSEUDO_LANGUAGE } from '@mafia/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, PSEUDO } from '../i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="language-switcher">
      <label htmlFor={id}>{t('nav.language')}</label>
      <select id={id} value={i18n.language} onChange={(e) => chooseLanguage(i18n, e.target.value)}>
        {CLIENT_LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
        {PSEUDO && <option value={PSEUDO_LANGUAGE}>Pseudo ({PSEUDO_LANGUAGE})</option>}
      </select>
    </span>
  );
}

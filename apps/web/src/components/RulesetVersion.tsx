import { useTranslation } from 'react-i18next';

/** What `lobby.get` answers about the game's ruleset package (issue #20, packages/api ruleset-version.ts). */
export interface RulesetVersionInfo {
  packageName: string | null;
  created: string | null;
  installed: string | null;
  differs: boolean;
}

/**
 * The ruleset package and version the game was created with, for its hosts; and, for everyone, a
 * clear warning when the installed rules are another version than the game was created with.
 */
export function RulesetVersion({ info, isHost }: { info: RulesetVersionInfo; isHost: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {info.differs && (
        <p role="alert" className="error">
          {t('game.rulesetVersionDiffers', { package: info.packageName ?? '', created: info.created ?? '', installed: info.installed ?? '' })}
        </p>
      )}
      {isHost && info.packageName !== null && (
        <p className="muted">
          {t('game.rulesetVersion', { package: info.packageName, version: info.created ?? t('game.rulesetVersionUnknown') })}
        </p>
      )}
    </>
  );
}

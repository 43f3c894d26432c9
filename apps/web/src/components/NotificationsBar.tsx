import { useTranslation } from 'react-i18next';
import { href } from '../router';
import type { NoteSource } from '../lib/notifications';
import { useNotifications } from '../lib/use-notifications';

/**
 * Issue #21: the game's notifications on its page: the latest one (read out politely), a per-game
 * mute, the browser's permission for background notifications, and the digest of all games.
 */
export function NotificationsBar({ gameId, title, source, myName }: { gameId: string; title: string; source: NoteSource; myName: string | null }) {
  const { t } = useTranslation();
  const { latest, muted, toggleMute, permission, askPermission, text } = useNotifications(gameId, title, source, myName);
  return (
    <div className="notifications-bar small" data-testid="notifications-bar">
      <p aria-live="polite" data-testid="latest-note" className="latest-note">
        {latest && !muted ? text(latest) : ''}
      </p>
      <div className="row">
        <button type="button" className="link-button small" aria-pressed={muted} onClick={toggleMute}>
          {muted ? t('notify.unmute') : t('notify.mute')}
        </button>
        {permission === 'default' && (
          <button type="button" className="link-button small" onClick={() => void askPermission()}>
            {t('notify.enableBrowser')}
          </button>
        )}
        {permission === 'denied' && <span className="muted">{t('notify.browserDenied')}</span>}
        <a href={href({ name: 'notifications' })}>{t('notify.digest')}</a>
      </div>
    </div>
  );
}

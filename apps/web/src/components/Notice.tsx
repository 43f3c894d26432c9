import type { Notice as NoticeData } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import { localizeParams, noticeParams, type Namer } from '../lib/params';

/**
 * A notice is a key + params. The key is looked up in the ruleset namespace first, then the core
 * `game` namespace; params become names. A missing text shows the key, never an empty screen.
 */
export function NoticeText({ notice, namer, ns }: { notice: Pick<NoticeData, 'key' | 'params' | 'result'>; namer: Namer; ns: string }) {
  const { t } = useTranslation();
  const params = localizeParams(noticeParams(notice), namer);
  return <>{t(notice.key, { ...params, ns: [ns, 'game', 'app'] })}</>;
}

import type { Notice as NoticeData } from '@mafia/kernel';
import { useTranslation } from 'react-i18next';
import { localizeParams, noticeParams, type Namer } from '../lib/params';
import { readPhasePost } from '../lib/phase-post';
import { PhasePost } from './PhasePost';

/**
 * A notice is a key + params. The key is looked up in the ruleset namespace first, then the core
 * `game` namespace; params become names. A missing text shows the key, never an empty screen.
 * A phase-change post (params with `phase`, `number`, `deaths`, and the ruleset's `post.title.*`
 * texts: conan-bo CB-39) is rendered as the whole announcement.
 */
export function NoticeText({ notice, namer, ns }: { notice: Pick<NoticeData, 'key' | 'params' | 'result'>; namer: Namer; ns: string }) {
  const { t, i18n } = useTranslation();
  const post = readPhasePost(notice.params);
  if (post && i18n.exists(`${ns}:post.title.${post.phase}`)) return <PhasePost post={post} namer={namer} ns={ns} />;
  const params = localizeParams(noticeParams(notice), namer);
  return <>{t(notice.key, { ...params, ns: [ns, 'game', 'app'] })}</>;
}

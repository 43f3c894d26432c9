import { forumTranslate } from '@mafia/i18n';
import type { Translate } from '@mafia/forum';

/**
 * Labels for the CLI's BBCode output: the `forum` namespace of @mafia/i18n in English (the CLI is
 * a developer and host tool that speaks English).
 */
export const translate: Translate = forumTranslate('en');

import { createI18n } from '@mafia/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { RulesetVersion, type RulesetVersionInfo } from '../src/components/RulesetVersion';

/** Issue #20: the host sees the ruleset version of the game; everyone sees when it differs from the installed one. */
function text(info: RulesetVersionInfo, isHost: boolean, lng = 'en'): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={createI18n({ lng })}>
      <RulesetVersion info={info} isHost={isHost} />
    </I18nextProvider>,
  );
}

const same: RulesetVersionInfo = { packageName: '@mafia/ruleset-gorny', created: '1.0.0', installed: '1.0.0', differs: false };
const changed: RulesetVersionInfo = { ...same, installed: '1.1.0', differs: true };

describe('the ruleset version on the game screen', () => {
  it('shows the host the package and version the game was created with, and nobody else', () => {
    expect(text(same, true)).toContain('Rules: @mafia/ruleset-gorny 1.0.0');
    expect(text(same, false)).toBe('');
  });

  it('warns everyone, in their language, when the installed version differs', () => {
    const player = text(changed, false);
    expect(player).toContain('role="alert"');
    expect(player).toContain('created with @mafia/ruleset-gorny 1.0.0; the server now runs 1.1.0');
    expect(text(changed, false, 'ru')).toContain('сервер сейчас работает с 1.1.0');
  });

  it('says when an older game recorded no version', () => {
    expect(text({ packageName: '@mafia/ruleset-gorny', created: null, installed: '1.0.0', differs: false }, true)).toContain('(version not recorded)');
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../entrypoints/sidepanel/app';
import { installMessages, tCount } from '../../entrypoints/sidepanel/ui/i18n';
import { fakeBackground, fakeDeps, localeMessages, scriptedProvider } from './fakes';

const en = localeMessages('en');
const ja = localeMessages('ja');
const placeholders = (m: string) => [...m.matchAll(/\$(\d)/g)].map((x) => x[1]).sort().join(',');

afterEach(() => {
  cleanup();
  installMessages(en);
});

describe('the panel in two languages', () => {
  it('has every English message in Japanese, translated, with the same substitutions', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
    for (const [key, { message }] of Object.entries(en)) {
      expect(placeholders(ja[key]!.message), key).toBe(placeholders(message));
    }
    // Chrome treats message names case-insensitively: two keys differing only in case would collide.
    const lower = Object.keys(en).map((k) => k.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    for (const key of Object.keys(en)) expect(key).toMatch(/^[A-Za-z0-9_]+$/);
    // Only names, codes and symbols may read the same in both.
    const same = Object.keys(en).filter((k) => en[k]!.message === ja[k]!.message);
    expect(same.sort()).toEqual(['appName', 'factUrl', 'url']);
  });

  it('speaks Japanese when the browser does, the contract names localised, and counts through Intl', async () => {
    installMessages(ja);
    const bg = fakeBackground();
    render(<App deps={fakeDeps(bg, { provider: scriptedProvider([]) }).deps} />);
    expect(screen.getByRole('textbox', { name: 'メッセージ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '送信' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '停止' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '新しい会話' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'スペース' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'リポジトリ' }) as HTMLSelectElement).value).toBe('handbook'));
    expect(screen.getByRole('tab', { name: '検索' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(tCount('sectionsFound', 1234)).toBe('1,234 件のセクション');
  });

  it('chooses English plural forms by Intl.PluralRules', () => {
    expect(tCount('sectionsFound', 1)).toBe('1 section found');
    expect(tCount('sectionsFound', 2)).toBe('2 sections found');
    expect(tCount('sectionsFound', 0)).toBe('0 sections found');
  });
});

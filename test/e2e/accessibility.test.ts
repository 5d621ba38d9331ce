import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/chromium';
import { panelStrings, startChatRig, type ChatRig } from './support/chat-rig';

// WCAG 2.1 A and AA, nothing else: best-practice rules are advice, these are the bar.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE = readFileSync(path.join(PROJECT_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const SHOTS = path.join(PROJECT_ROOT, 'docs/screenshots');
const THEMES = ['light', 'dark'] as const;
// English pictures for every area (README); Japanese ones for a few, to show the language, only
// where the machine has a Japanese font (without one every character is a blank box).
const JA_SHOTS = new Set(['chat', 'search', 'settings']);
const hasJapaneseFont = (() => {
  try {
    return execFileSync('fc-list', [':lang=ja'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
})();

interface Violation { id: string; impact: string; help: string; nodes: Array<{ target: string[]; failureSummary: string }> }

/**
 * axe-core inside the panel page. The extension's CSP (script-src 'self') refuses an injected
 * <script>, so the library is evaluated through the DevTools protocol (playwright's evaluate),
 * which page CSP does not govern; nothing about the extension is loosened for the test.
 */
async function axe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE);
  return page.evaluate(async (tags) => {
    const result = await (globalThis as any).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v: any) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n: any) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  }, TAGS);
}

const explain = (vs: Violation[]) => vs.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`).join('\n');

for (const lang of ['en', 'ja']) {
  describe(`the side panel in ${lang} meets WCAG 2.1 A and AA (axe-core) on every area, in both themes`, () => {
    const ui = panelStrings(lang);
    let rig: ChatRig;
    let page: Page;

    beforeAll(async () => {
      rig = await startChatRig({ lang });
      page = rig.panel;
      await page.setViewportSize({ width: 420, height: 860 });
      mkdirSync(lang === 'en' ? SHOTS : path.join(SHOTS, lang), { recursive: true });
    });
    afterAll(async () => {
      await rig?.close();
    });

    /** Check the page as it is now in each theme, and save its picture (docs/screenshots). */
    const check = async (area: string) => {
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        const violations = await axe(page);
        expect(violations, `${area}, ${lang}, ${theme} theme:\n${explain(violations)}`).toEqual([]);
        if (lang === 'en') await page.screenshot({ path: path.join(SHOTS, `${area}-${theme}.png`) });
        else if (hasJapaneseFont && JA_SHOTS.has(area)) await page.screenshot({ path: path.join(SHOTS, lang, `${area}-${theme}.png`) });
      }
    };
    const tab = (key: string) => page.getByRole('tab', { name: ui(key) }).click();
    const send = () => page.getByRole('button', { name: ui('send'), exact: true });
    const ask = async (text: string) => {
      await page.getByRole('textbox', { name: ui('message') }).fill(text);
      await send().click();
    };
    const idle = () => expect.poll(() => send().isEnabled()).toBe(true);

    it('speaks the browser language', async () => {
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.getByRole('tab', { name: ui('tabChat') }).count()).toBe(1);
    });

    it.runIf(lang === 'en')('the check itself: axe reports text too faint to read on this page', async () => {
      // Proves the harness finds violations here (a check that cannot fail is no check).
      await page.evaluate(() => {
        const p = document.createElement('p');
        p.id = 'faint';
        p.textContent = 'Faint text';
        p.style.color = '#ddd';
        p.style.background = '#fff';
        document.querySelector('main')!.prepend(p);
      });
      const ids = (await axe(page)).map((v) => v.id);
      await page.evaluate(() => document.getElementById('faint')?.remove());
      expect(ids).toContain('color-contrast');
    });

    it('Chat: an empty conversation, then an answer with tool lines and citation chips, announced when done', async () => {
      await tab('tabChat');
      await check('chat-empty');
      rig.script([
        { toolCalls: [{ name: 'stone_search', arguments: { query: 'carry over leave' } }] },
        { toolCalls: [{ name: 'stone_read', arguments: { path: 'leave.md', heading: 'Carry-over' } }] },
        { content: 'You may carry over **five days** of unused leave into the next year (leave.md § Carry-over).\n\nTell your lead before ten on sick days: leave.md § Sick days' },
      ]);
      await ask('How much leave can I carry over?');
      await idle();
      const ready = ui('answerReady').replace('$1', '').trim();
      await expect.poll(() => page.getByRole('status').filter({ hasText: ready }).count()).toBe(1);
      expect(await page.locator('[aria-live=polite]').filter({ hasText: 'five days' }).count()).toBe(1);
      await page.locator('.tool > summary').first().click();
      await page.getByRole('button', { name: 'leave.md § Carry-over' }).last().focus();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('five days');
      await check('chat');
    });

    it('Search: results without a model, with the query words marked', async () => {
      await tab('tabSearch');
      await page.getByRole('searchbox', { name: ui('searchLabel') }).fill('sick days');
      await page.getByRole('search').getByRole('button', { name: ui('searchButton') }).click();
      await page.getByRole('button', { name: 'leave.md § Sick days' }).waitFor();
      await check('search');
    });

    it('Reader: a cited section opened from a search result', async () => {
      await page.getByRole('button', { name: 'leave.md § Sick days' }).click();
      await page.getByRole('article', { name: 'leave.md' }).waitFor();
      await check('reader');
    });

    it('Repositories and Settings', async () => {
      await tab('tabRepos');
      await page.getByRole('listitem', { name: 'handbook' }).waitFor();
      await check('repositories');
      await tab('tabSettings');
      await page.getByRole('button', { name: ui('save') }).waitFor();
      await check('settings');
    });

    it('the approval card of an engrave', async () => {
      await tab('tabChat');
      rig.script([{ toolCalls: [{ name: 'stone_engrave', arguments: { title: 'Carry-over' } }] }, { content: 'Nothing saved.' }]);
      await ask('Save this as a note.');
      const card = page.getByRole('dialog', { name: ui('approvalQuestion') });
      await card.waitFor();
      await card.getByLabel(ui('approvalPreview')).waitFor();
      await check('approval');
      await card.getByRole('button', { name: ui('decline') }).click();
      await idle();
    });

    it.runIf(lang === 'en')('the theme chosen in Settings wins over the system scheme and survives a reload', async () => {
      await tab('tabSettings');
      await page.emulateMedia({ colorScheme: 'light' });
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const light = await background();
      await page.getByRole('radio', { name: ui('themeDark') }).check();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await background()).not.toBe(light);
      expect(await axe(page)).toEqual([]);
      await page.reload();
      await page.getByRole('tab', { name: ui('tabChat') }).waitFor();
      expect(await background()).not.toBe(light);
      await tab('tabSettings');
      expect(await page.getByRole('radio', { name: ui('themeDark') }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: ui('themeSystem') }).check();
      expect(await background()).toBe(light);
      await page.reload();
      await expect.poll(() => page.getByRole('combobox', { name: ui('repository') }).inputValue()).toBe('handbook');
    });

  });
}

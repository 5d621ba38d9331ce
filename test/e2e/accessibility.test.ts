import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/chromium';
import { startChatRig, type ChatRig } from './support/chat-rig';

// WCAG 2.1 A and AA, nothing else: best-practice rules are advice, these are the bar.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE = readFileSync(path.join(PROJECT_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const SHOTS = path.join(PROJECT_ROOT, 'docs/screenshots');
const THEMES = ['light', 'dark'] as const;

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

describe('the side panel meets WCAG 2.1 A and AA (axe-core) on every area, in both themes', () => {
  let rig: ChatRig;
  let page: Page;

  beforeAll(async () => {
    rig = await startChatRig();
    page = rig.panel;
    await page.setViewportSize({ width: 420, height: 860 });
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await rig?.close();
  });

  /** Check the page as it is now in each theme, and save its picture (docs/screenshots). */
  const check = async (area: string) => {
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const violations = await axe(page);
      expect(violations, `${area}, ${theme} theme:\n${explain(violations)}`).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `${area}-${theme}.png`) });
    }
  };
  const tab = (name: string) => page.getByRole('tab', { name }).click();

  it('the check itself: axe reports text too faint to read on this page', async () => {
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

  it('Chat: an empty conversation, then an answer with tool lines and citation chips', async () => {
    await tab('Chat');
    await check('chat-empty');
    rig.script([
      { toolCalls: [{ name: 'stone_search', arguments: { query: 'carry over leave' } }] },
      { toolCalls: [{ name: 'stone_read', arguments: { path: 'leave.md', heading: 'Carry-over' } }] },
      { content: 'You may carry over **five days** of unused leave into the next year (leave.md § Carry-over).\n\nTell your lead before ten on sick days: leave.md § Sick days' },
    ]);
    await rig.ask('How much leave can I carry over?');
    await rig.idle();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Answer ready' }).count()).toBe(1);
    await page.locator('.tool > summary').first().click();
    await page.getByRole('button', { name: 'leave.md § Carry-over' }).last().focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('five days');
    await check('chat');
  });

  it('Search: results without a model, with the query words marked', async () => {
    await tab('Search');
    await page.getByRole('searchbox', { name: 'Search the repository' }).fill('sick days');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'leave.md § Sick days' }).waitFor();
    await check('search');
  });

  it('Reader: a cited section opened from a search result', async () => {
    await page.getByRole('button', { name: 'leave.md § Sick days' }).click();
    await page.getByRole('article', { name: 'leave.md' }).waitFor();
    await check('reader');
  });

  it('Repositories and Settings', async () => {
    await tab('Repositories');
    await page.getByRole('listitem', { name: 'handbook' }).waitFor();
    await check('repositories');
    await tab('Settings');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await check('settings');
  });

  it('the theme chosen in Settings wins over the system scheme and survives a reload', async () => {
    await tab('Settings');
    await page.emulateMedia({ colorScheme: 'light' });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('radio', { name: 'Dark' }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await background()).not.toBe(light);
    expect(await axe(page)).toEqual([]);
    await page.reload();
    await page.getByRole('tab', { name: 'Chat' }).waitFor();
    expect(await background()).not.toBe(light);
    await tab('Settings');
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Follow the system' }).check();
    expect(await background()).toBe(light);
    await page.reload();
    await page.getByRole('combobox', { name: 'Repository' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Repository' }).inputValue()).toBe('handbook');
  });

  it('the approval card of an engrave', async () => {
    await tab('Chat');
    rig.script([{ toolCalls: [{ name: 'stone_engrave', arguments: { title: 'Carry-over' } }] }, { content: 'Nothing saved.' }]);
    await rig.ask('Save this as a note.');
    const card = page.getByRole('dialog', { name: 'Write this note to the repository?' });
    await card.waitFor();
    await card.getByLabel('Preview of the note').waitFor();
    await check('approval');
    await card.getByRole('button', { name: 'Decline' }).click();
    await rig.idle();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { handbookDir } from '../support/repo-fixtures';
import type { GitServer } from '../support/git-server';
import { useHandbookRig } from './support/handbook-rig';
import type { ExtensionSession } from '../support/chromium';

const handbook = handbookDir();
if (!handbook) console.warn('Skipping the Repositories panel e2e: ../shared/corpora/18f-handbook is absent.');

const FILE = 'pages/getting-started/equipment.md';

/** Record every state the progress bar shows (its label, value and text) from now on. */
function recordProgress(page: Page) {
  return page.evaluate(() => {
    const seen: string[] = ((globalThis as any).__progressSeen = []);
    const snap = () => {
      const bar = document.querySelector('progress');
      if (!bar) return;
      const text = bar.parentElement?.querySelector('span')?.textContent ?? '';
      const state = `${bar.getAttribute('aria-label')}|${bar.getAttribute('value') ?? ''}|${text}`;
      if (seen[seen.length - 1] !== state) seen.push(state);
    };
    new MutationObserver(snap).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Open `FILE` in the Reader through its filter box and return the rendered article's text. */
async function readInReader(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Reader' }).click();
  await page.getByRole('searchbox', { name: 'Filter files' }).fill('equipment.md');
  await page.getByRole('button', { name: FILE, exact: true }).click();
  const article = page.getByRole('article', { name: FILE });
  await article.waitFor();
  return (await article.textContent()) ?? '';
}

describe.skipIf(!handbook)('the Repositories and Reader screens on the 18F handbook', () => {
  let server: GitServer;
  let s: ExtensionSession;
  let url: string;
  const rig = useHandbookRig(handbook!);
  beforeAll(() => void ({ server, session: s, url } = rig));

  it('adds the handbook through the form while the progress bar moves through phases and counts', async () => {
    const page = s.page;
    await page.getByRole('tab', { name: 'Repositories' }).click();
    await recordProgress(page);
    const form = page.getByRole('form', { name: 'Add a repository' });
    await form.getByLabel('URL', { exact: true }).fill(url);
    await expect.poll(() => form.getByLabel('Id', { exact: true }).inputValue()).toBe('handbook');
    await form.getByRole('button', { name: 'Add', exact: true }).click();

    const item = page.getByRole('listitem', { name: 'handbook' });
    await item.waitFor({ timeout: 90_000 });
    await expect.poll(() => item.textContent()).toMatch(/Files\s*251/);
    expect(await page.getByRole('alert').count()).toBe(0);

    const seen: string[] = await page.evaluate(() => (globalThis as any).__progressSeen);
    const phases = new Set(seen.map((x) => x.split('|')[0]));
    const values = new Set(seen.map((x) => x.split('|')[1]).filter(Boolean));
    // The bar went through at least two phases and showed at least two different counts.
    expect(phases.size, seen.join('\n')).toBeGreaterThanOrEqual(2);
    expect(values.size, seen.join('\n')).toBeGreaterThanOrEqual(2);
    expect(seen.some((x) => x.startsWith('handbook: Indexing'))).toBe(true);
    // When the add is done the bar is gone.
    expect(await page.locator('progress').count()).toBe(0);
  });

  it('reads a file in the Reader, and again after the git server is gone, the panel reloaded and the worker restarted', async () => {
    const online = await readInReader(s.page);
    expect(online).toContain('Lost or stolen equipment');

    await server.close();
    const refused = await fetch(`${url}/info/refs?service=git-upload-pack`).then(() => 'answered', () => 'refused');
    expect(refused).toBe('refused');
    await s.stopWorker();
    await s.page.reload();
    const offline = await readInReader(s.page);
    expect(offline).toBe(online);
  });
});

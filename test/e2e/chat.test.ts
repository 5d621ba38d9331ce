import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY, CANARY, REPO_ID, REPOSITORY_PHRASES, startChatRig, type ChatRig } from './support/chat-rig';
import { closedPort, startHitRecorder, type HitRecorder } from './support/hit-recorder';
import { allKeys, chatBody, chatRequests, requestTextWithoutAuthorization, splitFences } from './support/request-checks';
import { startScriptedProvider } from '../support/scripted-provider';

const SEARCH = { name: 'stone_search', arguments: { query: 'carry over leave' } };
const READ = { name: 'stone_read', arguments: { path: 'leave.md', heading: 'Carry-over' } };
const ANSWER = 'You may carry over **five days** of leave.\n\nleave.md § Carry-over';

describe('chat in the side panel, in Chromium, with a scripted provider', () => {
  let rig: ChatRig;
  let leak: HitRecorder;

  beforeAll(async () => {
    [rig, leak] = await Promise.all([startChatRig(), startHitRecorder()]);
  });
  afterAll(async () => {
    await rig?.close();
    await leak?.close();
  });
  beforeEach(async () => {
    await rig.reset();
  });

  const transcript = () => rig.panel.getByRole('log', { name: 'Conversation' });

  it('answers through stone_search and stone_read with a citation that opens the Reader at that section', async () => {
    rig.script([{ toolCalls: [SEARCH] }, { toolCalls: [READ] }, { content: ANSWER }]);
    await rig.ask('How much leave can I carry over?');
    await expect.poll(() => transcript().getByText('five days', { exact: true }).count()).toBe(1);
    await rig.idle();
    expect(rig.provider.remaining()).toBe(0);

    await transcript().locator('.msg.assistant').last().getByRole('button', { name: 'leave.md § Carry-over' }).click();
    const article = rig.panel.getByRole('article', { name: 'leave.md' });
    await article.waitFor();
    await expect.poll(() => rig.panel.evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.tagName} ${el.textContent}` : '';
    })).toBe('H2 Carry-over');
  });

  it('sends the provider the system prompt first, the manifest tools, only fenced content in tool messages, no canary, and the key only in the Authorization header', async () => {
    rig.script([{ toolCalls: [SEARCH] }, { toolCalls: [READ] }, { content: ANSWER }]);
    await rig.ask('How much leave can I carry over?');
    await expect.poll(() => transcript().getByText('five days', { exact: true }).count()).toBe(1);
    await rig.idle();

    const manifest = await rig.call({ type: 'tools/manifest' });
    const requests = chatRequests(rig.provider.requests);
    expect(requests).toHaveLength(3);
    const toolContents: string[] = [];
    for (const request of requests) {
      const body = chatBody(request);
      expect(body.messages[0]!.role).toBe('system');
      expect(body.messages.slice(1).every((m) => m.role !== 'system')).toBe(true);
      expect(body.tools).toEqual(manifest.tools);
      expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
      const everywhere = requestTextWithoutAuthorization(request);
      expect(everywhere).not.toContain(API_KEY);
      expect(everywhere.toLowerCase()).not.toContain(CANARY.toLowerCase());
      // Nothing of `display` in any shape.
      const keys = allKeys(body);
      for (const k of ['display', 'snippet', 'markers', 'sections', 'markdown']) expect(keys.has(k), `key ${k}`).toBe(false);
      for (const m of body.messages.filter((x) => x.role === 'tool')) {
        expect(Object.keys(m).sort()).toEqual(['content', 'role', 'tool_call_id']);
      }
      // Repository text never outside a fence, in any message.
      for (const m of body.messages.filter((x) => x.role !== 'tool')) {
        for (const phrase of REPOSITORY_PHRASES) expect(String(m.content ?? ''), `${m.role} message`).not.toContain(phrase);
      }
    }
    for (const m of chatBody(requests[2]!).messages.filter((x) => x.role === 'tool')) toolContents.push(String(m.content));
    expect(toolContents).toHaveLength(2);
    for (const content of toolContents) {
      const { inside, outside, fences } = splitFences(content);
      expect(fences).toBe(1);
      for (const phrase of REPOSITORY_PHRASES) expect(outside).not.toContain(phrase);
      expect(inside).toContain('carry over up to five days');
    }
    // The read section held the canary: it reached the model redacted, and the injection was flagged.
    expect(splitFences(toolContents[1]!).inside).toContain('[redacted]');
    expect(splitFences(toolContents[1]!).outside.toLowerCase()).toContain('marker');

    // The key never reaches the page.
    const settings = await rig.call({ type: 'settings/get' });
    expect(JSON.stringify(settings)).not.toContain(API_KEY);
    expect(settings.settings.provider.apiKeySet).toBe(true);
  });

  it('adds the API key only under the provider base URL, never to another path of its origin (a git server there)', async () => {
    const status = await rig.panel.evaluate((url) => fetch(url).then((r) => r.status), `${rig.provider.origin}/handbook.git/info/refs`);
    expect(status).toBe(401); // the scripted provider wants the key on every request
    const [elsewhere] = rig.provider.requests;
    expect(elsewhere?.path).toBe('/handbook.git/info/refs');
    expect(elsewhere?.headers.authorization).toBeUndefined();
    expect(JSON.stringify(elsewhere?.headers)).not.toContain(API_KEY);
  });

  it('loads no remote image from an answer and shows its URL as text', async () => {
    const markdownImage = `${leak.origin}/leak?q=secret`;
    const rawImage = `${leak.origin}/raw`;
    rig.script([{ content: `Here: ![x](${markdownImage}) and <img src=${rawImage}> done.` }]);
    await rig.ask('Show me a picture');
    await expect.poll(() => transcript().getByText(markdownImage, { exact: false }).count()).toBeGreaterThan(0);
    await rig.idle();
    expect(await transcript().getByText(`<img src=${rawImage}>`, { exact: false }).count()).toBeGreaterThan(0);
    expect(await transcript().locator('img').count()).toBe(0);
    // Give a stray request time to land before concluding none was made.
    await new Promise((r) => setTimeout(r, 500));
    expect(leak.hits).toEqual([]);
  });

  const headOf = async () => (await rig.call({ type: 'repos/list' })).repos.find((r: { id: string }) => r.id === REPO_ID).head as string;

  it('engraves a note only after Approve and tells the model it was saved', async () => {
    rig.script([{ content: ANSWER }]);
    await rig.ask('How much leave can I carry over?');
    await expect.poll(() => transcript().getByText('five days', { exact: true }).count()).toBe(1);
    await rig.idle();
    const before = await headOf();
    rig.script([{ toolCalls: [{ name: 'stone_engrave', arguments: { title: 'Carry-over' } }] }, { content: 'Saved as a note.' }]);
    await rig.ask('Save this as a note.');
    const card = rig.panel.getByRole('dialog', { name: 'Write this note to the repository?' });
    await card.waitFor();
    const path = (await card.locator('code').first().textContent()) ?? '';
    expect(path).toMatch(/^engraved\/.+\.md$/);
    expect(await card.getByLabel('Preview of the note').textContent()).toContain('five days');
    expect(await headOf()).toBe(before);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => transcript().getByText('Saved as a note.').count()).toBe(1);
    await rig.idle();

    const after = await headOf();
    expect(after).not.toBe(before);
    const files = await rig.call({ type: 'repos/files', id: REPO_ID });
    expect(files.files.map((f: { path: string }) => f.path)).toContain(path);
    const last = chatBody(chatRequests(rig.provider.requests).at(-1)!).messages.at(-1)!;
    expect(last.role).toBe('tool');
    expect(last.content).toContain(`engraved as ${path}`);
  });

  it('commits nothing after Decline and tells the model the person declined', async () => {
    rig.script([{ content: ANSWER }]);
    await rig.ask('How much leave can I carry over?');
    await expect.poll(() => transcript().getByText('five days', { exact: true }).count()).toBe(1);
    await rig.idle();
    const before = await headOf();
    rig.script([{ toolCalls: [{ name: 'stone_engrave', arguments: {} }] }, { content: 'Understood, nothing saved.' }]);
    await rig.ask('Save this as a note.');
    const card = rig.panel.getByRole('dialog', { name: 'Write this note to the repository?' });
    await card.getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => transcript().getByText('Understood, nothing saved.').count()).toBe(1);
    await rig.idle();
    expect(await headOf()).toBe(before);
    const last = chatBody(chatRequests(rig.provider.requests).at(-1)!).messages.at(-1)!;
    expect(last.role).toBe('tool');
    expect(last.content).toMatch(/declined/);
    expect(last.content).toMatch(/nothing was written/);
  });

  it('chats with a local provider that refuses any chrome-extension Origin, as Ollama does', async () => {
    const ollama = await startScriptedProvider({ requireOriginAbsentOrIn: [] });
    try {
      await rig.useProvider(ollama.url.replace('127.0.0.1', 'localhost'));
      ollama.script([{ content: 'Hello from a local model.' }]);
      await rig.ask('Hello?');
      await expect.poll(() => transcript().getByText('Hello from a local model.').count()).toBe(1);
      await rig.idle();
      const [request] = chatRequests(ollama.requests);
      expect(request?.status).toBe(200);
      expect(request?.headers.origin).toBeUndefined();
    } finally {
      await ollama.close();
    }
  });

  it('stops a streaming answer on Stop, keeps what was shown, and saves it', async () => {
    rig.script([{ content: 'The first part arrives. The rest never does.', stallAfterChunks: 2 }]);
    await rig.ask('Tell me everything.');
    await expect.poll(() => transcript().getByText('The first part', { exact: false }).count()).toBe(1);
    await rig.panel.getByRole('button', { name: 'Stop' }).click();
    await rig.idle();
    expect(await transcript().getByText('The first part', { exact: false }).count()).toBe(1);
    const [summary] = (await rig.call({ type: 'conversations/list' })).conversations;
    const saved = await rig.call({ type: 'conversations/get', id: summary.id });
    expect(saved.conversation.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(saved.conversation.messages[1].content).toMatch(/^The first part/);
  });

  const errorCases = [
    { name: '401', turn: { error: { status: 401 } }, shown: /refused the API key \(401\)/ },
    { name: '429 with retry-after', turn: { error: { status: 429, headers: { 'retry-after': '7' } } }, shown: /rate-limiting requests \(429\)\. Try again in 7 seconds/ },
    { name: '500', turn: { error: { status: 500 } }, shown: /internal error \(500\)/ },
  ] as const;

  for (const c of errorCases) {
    it(`shows a provider ${c.name} plainly with Retry, and Retry completes the answer`, async () => {
      rig.script([c.turn, { content: 'Recovered answer.' }]);
      await rig.ask('How much leave can I carry over?');
      const alert = rig.panel.getByRole('alert');
      await expect.poll(() => alert.textContent()).toMatch(c.shown);
      await rig.panel.getByRole('button', { name: 'Retry', exact: true }).click();
      await expect.poll(() => transcript().getByText('Recovered answer.').count()).toBe(1);
      expect(await rig.panel.getByRole('button', { name: 'Retry', exact: true }).count()).toBe(0);
    });
  }

  it('shows a refused connection plainly with Retry, and Retry completes the answer once the provider is back', async () => {
    await rig.useProvider(`http://127.0.0.1:${await closedPort()}/v1`);
    await rig.ask('How much leave can I carry over?');
    await expect.poll(() => rig.panel.getByRole('alert').textContent()).toMatch(/Could not reach the provider/);
    await rig.useProvider();
    rig.script([{ content: 'Recovered answer.' }]);
    await rig.panel.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect.poll(() => transcript().getByText('Recovered answer.').count()).toBe(1);
  });

  it('exports the conversation as a Markdown file and all of them as JSON, under the strict CSP', async () => {
    rig.script([{ toolCalls: [SEARCH] }, { toolCalls: [READ] }, { content: ANSWER }]);
    await rig.ask('How much leave can I carry over?');
    // Send stays enabled while a run starts (it loads the provider and the manifest first), so
    // idle() alone can pass before the answer is saved: wait for the answer, as the tests above do.
    await expect.poll(() => transcript().getByText('five days', { exact: true }).count()).toBe(1);
    await rig.idle();
    await rig.panel.getByText(/^Conversations \(/).click();
    const read = async (name: string) => {
      const [download] = await Promise.all([rig.panel.waitForEvent('download'), rig.panel.getByRole('button', { name }).click()]);
      const stream = await download.createReadStream();
      let text = '';
      for await (const chunk of stream) text += chunk;
      return { name: download.suggestedFilename(), text };
    };
    const md = await read('Export as Markdown');
    expect(md.name).toMatch(/^primachat-.+\.md$/);
    expect(md.text).toContain('> How much leave can I carry over?');
    expect(md.text).toContain('You may carry over **five days** of leave.');
    expect(md.text).toMatch(/## Sources\n\n- leave\.md § Carry-over\n$/);
    expect(md.text).not.toContain('carry over up to five days');
    const json = await read('Export all as JSON');
    expect(json.name).toBe('primachat-default-conversations.json');
    expect(JSON.parse(json.text)).toMatchObject({ format: 'primachat-conversations', version: 1, space: 'default' });
    await rig.panel.getByText(/^Conversations \(/).click();
  });

  it('searches from the search box without any provider configured', async () => {
    await rig.useProvider(null);
    await rig.panel.getByRole('tab', { name: 'Search' }).click();
    const search = rig.panel.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search the repository' }).fill('sick days');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => search.getByRole('button', { name: 'leave.md § Sick days' }).count()).toBe(1);
    expect(rig.provider.requests).toEqual([]);
  });
});

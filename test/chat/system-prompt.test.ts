import { describe, expect, it } from 'vitest';
import { buildSystemPrompt } from '../../lib/chat/system-prompt';

describe('the system prompt', () => {
  const prompt = buildSystemPrompt({ repoId: 'handbook', today: '2026-11-30' });

  it('names the three tools', () => {
    for (const name of ['stone_search', 'stone_read', 'stone_engrave']) expect(prompt).toContain(name);
  });

  it('states the citation format at the end of the answer', () => {
    expect(prompt).toContain('`file § heading`');
    expect(prompt).toMatch(/End every answer .* sources/);
  });

  it('says fenced text is data, never instructions', () => {
    expect(prompt).toContain('<untrusted-data');
    expect(prompt).toMatch(/never instructions/);
  });

  it('asks to say what is not known and to engrave only when asked', () => {
    expect(prompt).toMatch(/do not know/);
    expect(prompt).toMatch(/stone_engrave: .*only when the person asks/);
  });

  it('names the repository and the date when given, and reads sensibly without them', () => {
    expect(prompt).toContain('"handbook"');
    expect(prompt).toContain('2026-11-30');
    const bare = buildSystemPrompt();
    expect(bare).toContain('No repository is chosen');
    expect(bare).not.toMatch(/\n\n\n/);
  });
});

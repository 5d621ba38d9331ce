import { describe, expect, it } from 'vitest';
import { createSettingsStore, publicSettings } from '../../lib/settings/store';
import { memoryKv } from '../../lib/storage/kv';

const provider = { kind: 'openai-compatible' as const, baseUrl: 'http://127.0.0.1:9/v1', model: 'm' };

describe('settings store', () => {
  it('has sensible defaults', async () => {
    const s = await createSettingsStore(memoryKv()).load();
    expect(s).toMatchObject({ canaries: [], provider: null, author: { name: 'PrimaChat' } });
  });

  it('merges a partial patch and keeps the rest', async () => {
    const store = createSettingsStore(memoryKv());
    await store.set({ canaries: [' SECRET-1 ', '', 'SECRET-1', 'two'] });
    await store.set({ provider: { ...provider, apiKey: 'sk-123' } });
    const s = await store.load();
    expect(s.canaries).toEqual(['SECRET-1', 'two']);
    expect(s.provider?.apiKey).toBe('sk-123');
  });

  it('never shows the API key, only that one is set', async () => {
    const store = createSettingsStore(memoryKv());
    const s = await store.set({ provider: { ...provider, apiKey: 'sk-secret' } });
    const visible = publicSettings(s);
    expect(JSON.stringify(visible)).not.toContain('sk-secret');
    expect(visible.provider).toMatchObject({ apiKeySet: true, model: 'm' });
  });

  it('keeps the key when the panel saves without it, and clears it with an empty string', async () => {
    const store = createSettingsStore(memoryKv());
    await store.set({ provider: { ...provider, apiKey: 'sk-1' } });
    expect((await store.set({ provider: { ...provider, model: 'other' } })).provider?.apiKey).toBe('sk-1');
    expect((await store.set({ provider: { ...provider, apiKey: '' } })).provider?.apiKey).toBeUndefined();
  });

  it('does not carry a key over to another endpoint', async () => {
    const store = createSettingsStore(memoryKv());
    await store.set({ provider: { ...provider, apiKey: 'sk-1' } });
    expect((await store.set({ provider: { ...provider, baseUrl: 'http://127.0.0.1:10/v1' } })).provider?.apiKey).toBeUndefined();
  });
});

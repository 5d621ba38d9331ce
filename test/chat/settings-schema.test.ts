import { describe, expect, it } from 'vitest';
import { createProvider } from '../../lib/chat/providers/create-provider';
import { findPreset, PROVIDER_PRESETS } from '../../lib/chat/providers/presets';
import { ProviderSettingsSchema, publicProviderSettings } from '../../lib/chat/settings-schema';

describe('provider settings', () => {
  it('accepts the contract shape and the Anthropic addition', () => {
    expect(ProviderSettingsSchema.parse({ kind: 'openai-compatible', baseUrl: 'http://localhost:11434/v1', model: 'llama3' })).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3',
    });
    expect(ProviderSettingsSchema.safeParse({ kind: 'anthropic', baseUrl: 'https://api.anthropic.com/v1', model: 'c', apiKey: 'k' }).success).toBe(true);
  });

  it('refuses base URLs that are not http(s), unknown kinds and empty models', () => {
    for (const bad of [
      { kind: 'openai-compatible', baseUrl: 'javascript:alert(1)', model: 'm' },
      { kind: 'openai-compatible', baseUrl: 'file:///etc', model: 'm' },
      { kind: 'gemini', baseUrl: 'https://x.example', model: 'm' },
      { kind: 'openai-compatible', baseUrl: 'https://x.example', model: '  ' },
      { kind: 'openai-compatible', baseUrl: 'https://x.example', model: 'm', apiKey: '' },
    ]) {
      expect(ProviderSettingsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('never shows the key: publicProviderSettings says only whether one is set', () => {
    const shown = publicProviderSettings({ kind: 'openai-compatible', baseUrl: 'https://api.openai.com/v1', model: 'm', apiKey: 'sk-SECRET' });
    expect(shown).toEqual({ kind: 'openai-compatible', baseUrl: 'https://api.openai.com/v1', model: 'm', apiKeySet: true });
    expect(JSON.stringify(shown)).not.toContain('sk-SECRET');
  });
});

describe('presets', () => {
  it('cover the documented servers at their default URLs, each a valid setting', () => {
    const urls = Object.fromEntries(PROVIDER_PRESETS.map((p) => [p.id, p.baseUrl]));
    expect(urls).toEqual({
      openai: 'https://api.openai.com/v1',
      openrouter: 'https://openrouter.ai/api/v1',
      ollama: 'http://localhost:11434/v1',
      lmstudio: 'http://localhost:1234/v1',
      llamacpp: 'http://localhost:8080/v1',
      vllm: 'http://localhost:8000/v1',
      anthropic: 'https://api.anthropic.com/v1',
    });
    for (const p of PROVIDER_PRESETS) {
      expect(ProviderSettingsSchema.safeParse({ kind: p.kind, baseUrl: p.baseUrl, model: p.defaultModel ?? 'x' }).success).toBe(true);
    }
    expect(findPreset('anthropic')?.kind).toBe('anthropic');
  });

  it('createProvider picks the provider kind from the settings', () => {
    expect(createProvider({ kind: 'anthropic', baseUrl: 'https://api.anthropic.com/v1', model: 'c' }, fetch).kind).toBe('anthropic');
    expect(createProvider({ kind: 'openai-compatible', baseUrl: 'http://localhost:1234/v1', model: 'm' }, fetch).kind).toBe('openai-compatible');
  });
});

import type { ProviderKind } from '../settings-schema';

export interface ProviderPreset {
  id: string;
  label: string;
  kind: ProviderKind;
  baseUrl: string;
  /** Whether the service needs an API key (local servers do not). */
  needsKey: boolean;
  /** Runs on this machine: the Ollama Origin rule applies, and no key leaves the machine. */
  local: boolean;
  /** A sensible model to prefill; the Settings screen lists the endpoint's models when it can. */
  defaultModel?: string;
}

/**
 * Presets the Settings screen offers. Base URLs are each server's documented default; the
 * person can edit any of them (a different port, a LAN host).
 */
export const PROVIDER_PRESETS: readonly ProviderPreset[] = [
  { id: 'openai', label: 'OpenAI', kind: 'openai-compatible', baseUrl: 'https://api.openai.com/v1', needsKey: true, local: false, defaultModel: 'gpt-4o-mini' },
  { id: 'openrouter', label: 'OpenRouter', kind: 'openai-compatible', baseUrl: 'https://openrouter.ai/api/v1', needsKey: true, local: false },
  { id: 'ollama', label: 'Ollama', kind: 'openai-compatible', baseUrl: 'http://localhost:11434/v1', needsKey: false, local: true },
  { id: 'lmstudio', label: 'LM Studio', kind: 'openai-compatible', baseUrl: 'http://localhost:1234/v1', needsKey: false, local: true },
  { id: 'llamacpp', label: 'llama.cpp server', kind: 'openai-compatible', baseUrl: 'http://localhost:8080/v1', needsKey: false, local: true },
  { id: 'vllm', label: 'vLLM', kind: 'openai-compatible', baseUrl: 'http://localhost:8000/v1', needsKey: false, local: true },
  { id: 'anthropic', label: 'Anthropic', kind: 'anthropic', baseUrl: 'https://api.anthropic.com/v1', needsKey: true, local: false, defaultModel: 'claude-sonnet-4-5' },
];

/** The preset with this id, or undefined. */
export function findPreset(id: string): ProviderPreset | undefined {
  return PROVIDER_PRESETS.find((p) => p.id === id);
}

import { findPreset, PROVIDER_PRESETS } from '../../../lib/chat/providers/presets';
import type { ProviderKind } from '../../../lib/chat/settings-schema';

/** The Settings screen's editable fields. */
export interface SettingsForm {
  preset: string;
  kind: ProviderKind;
  baseUrl: string;
  model: string;
  apiKey: string;
  apiKeySet: boolean;
  canaries: string;
  authorName: string;
  authorEmail: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * The form's fields from `settings/get`'s `settings` (the key itself never comes back: only
 * `apiKeySet`). A missing provider selects the first preset.
 */
export function formFromSettings(settings: Record<string, unknown>): SettingsForm {
  const p = (settings.provider ?? null) as Record<string, unknown> | null;
  const author = (settings.author ?? {}) as Record<string, unknown>;
  const first = PROVIDER_PRESETS[0]!;
  const preset = p ? str(p.preset) || (PROVIDER_PRESETS.find((x) => x.baseUrl === p.baseUrl)?.id ?? 'custom') : first.id;
  return {
    preset,
    kind: p?.kind === 'anthropic' ? 'anthropic' : 'openai-compatible',
    baseUrl: p ? str(p.baseUrl) : first.baseUrl,
    model: p ? str(p.model) : first.defaultModel ?? '',
    apiKey: '',
    apiKeySet: Boolean(p?.apiKeySet),
    canaries: Array.isArray(settings.canaries) ? settings.canaries.filter((c) => typeof c === 'string').join('\n') : '',
    authorName: str(author.name),
    authorEmail: str(author.email),
  };
}

/** The form after choosing a preset: its kind, base URL and default model. */
export function applyPreset(form: SettingsForm, id: string): SettingsForm {
  const preset = findPreset(id);
  if (!preset) return { ...form, preset: 'custom' };
  return { ...form, preset: id, kind: preset.kind, baseUrl: preset.baseUrl, model: preset.defaultModel ?? '' };
}

/**
 * The `settings/set` patch for the form. The API key is sent only when typed: leaving the
 * field empty keeps the stored key. Canaries are the non-empty lines.
 */
export function patchFromForm(form: SettingsForm) {
  const canaries = form.canaries.split('\n').map((l) => l.trim()).filter(Boolean);
  return {
    canaries,
    provider: {
      kind: form.kind,
      baseUrl: form.baseUrl.trim(),
      model: form.model.trim(),
      ...(form.preset !== 'custom' ? { preset: form.preset } : {}),
      ...(form.apiKey ? { apiKey: form.apiKey } : {}),
    },
    ...(form.authorName.trim() ? { author: { name: form.authorName.trim(), email: form.authorEmail.trim() } } : {}),
  };
}

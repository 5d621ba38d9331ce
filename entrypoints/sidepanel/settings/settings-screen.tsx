import { useEffect, useState } from 'preact/hooks';
import { PROVIDER_PRESETS } from '../../../lib/chat/providers/presets';
import { originToRequest, useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { errorText } from '../ui/error-text';
import { Appearance } from './appearance';
import { applyPreset, formFromSettings, patchFromForm, type SettingsForm } from './settings-form';

/**
 * Settings: provider preset, base URL, model (a list from the endpoint when it offers one,
 * else free text), API key (write-only: the screen only learns "a key is set"), Test
 * connection, canary strings, and the author of engraved commits. Save and Test ask for host
 * permission for a non-local provider from the click itself.
 */
export function SettingsScreen() {
  const { client, requestOrigins, makeProvider } = useDeps();
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [models, setModels] = useState<string[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<SettingsForm>) => setForm((f) => (f ? { ...f, ...patch } : f));

  useEffect(() => {
    void client.send({ type: 'settings/get' }).then((a) => (a.ok ? setForm(formFromSettings(a.settings)) : (setError(errorText(a)), setForm(formFromSettings({})))));
  }, [client]);
  if (!form) return <div class="settings"><Appearance /><p class="muted">Loading settings…</p></div>;

  const permission = () => {
    const origin = originToRequest(form.baseUrl);
    return origin ? requestOrigins([origin]).catch(() => false) : Promise.resolve(true);
  };
  const test = async (granted: Promise<boolean>) => {
    setStatus(null); setError(null);
    if (!(await granted)) return setError('PrimaChat was not allowed to reach the provider. Try again and allow access when the browser asks.');
    const p = patchFromForm(form).provider;
    const result = await makeProvider({ kind: p.kind, baseUrl: p.baseUrl, model: p.model || 'none', ...(p.apiKey ? { apiKey: p.apiKey } : {}) }).testConnection();
    if (!result.ok) return setError(result.error.message);
    setModels(result.models);
    if (!form.model && result.models[0]) set({ model: result.models[0] });
    setStatus(`Connected. ${result.models.length ? `${result.models.length} models offered.` : 'The provider lists no models; type the model name.'}`);
  };
  const save = async (granted: Promise<boolean>) => {
    setStatus(null); setError(null);
    if (!(await granted)) return setError('PrimaChat was not allowed to reach the provider. Save again and allow access when the browser asks.');
    const a = await client.send({ type: 'settings/set', settings: patchFromForm(form) });
    if (!a.ok) return setError(errorText(a));
    setForm(formFromSettings(a.settings));
    setStatus('Saved.');
  };
  const modelOptions = [...new Set([...(form.model ? [form.model] : []), ...models])];

  return (
    <div class="settings">
    <Appearance />
    <form noValidate aria-label="Settings" onSubmit={(e) => { e.preventDefault(); void save(permission()); }}>
      <section aria-labelledby="provider-title">
      <h2 id="provider-title">Model provider</h2>
      <label>Provider{' '}
        <select value={form.preset} onChange={(e) => { setModels([]); setForm(applyPreset(form, e.currentTarget.value)); }}>
          {PROVIDER_PRESETS.map((p) => <option key={p.id} value={p.id}>{p.label}</option>)}
          <option value="custom">Other (OpenAI-compatible)</option>
        </select>
      </label>
      <label>Base URL <input type="url" value={form.baseUrl} onInput={(e) => set({ baseUrl: e.currentTarget.value })} /></label>
      {models.length > 0 ? (
        <label>Model <select value={form.model} onChange={(e) => set({ model: e.currentTarget.value })}>{modelOptions.map((m) => <option key={m} value={m}>{m}</option>)}</select></label>
      ) : (
        <label>Model <input value={form.model} onInput={(e) => set({ model: e.currentTarget.value })} /></label>
      )}
      <label>API key <input type="password" autoComplete="off" value={form.apiKey} placeholder={form.apiKeySet ? 'A key is set' : 'none'} onInput={(e) => set({ apiKey: e.currentTarget.value })} /></label>
      {form.apiKeySet && !form.apiKey && <p class="muted">A key is set. Type a new one to replace it.</p>}
      <div class="actions"><button type="button" onClick={() => void test(permission())}>Test connection</button></div>
      </section>
      <section aria-labelledby="canary-title">
      <h2 id="canary-title">Canary strings</h2>
      <label>Canaries (one per line; never sent to the model)
        <textarea rows={4} value={form.canaries} onInput={(e) => set({ canaries: e.currentTarget.value })} />
      </label>
      </section>
      <section aria-labelledby="author-title">
      <h2 id="author-title">Engraved commits</h2>
      <label>Author name <input value={form.authorName} onInput={(e) => set({ authorName: e.currentTarget.value })} /></label>
      <label>Author email <input type="email" value={form.authorEmail} onInput={(e) => set({ authorEmail: e.currentTarget.value })} /></label>
      </section>
      <div class="actions"><button type="submit" class="primary">Save</button></div>
      {status && <p role="status" class="status-line">{status}</p>}
      <Alert message={error} />
    </form>
    </div>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { PROVIDER_PRESETS } from '../../../lib/chat/providers/presets';
import { originToRequest, useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { errorText } from '../ui/error-text';
import { t, uiLang } from '../ui/i18n';
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
  if (!form) return <div class="settings"><Appearance /><p class="muted">{t('loadingSettings')}</p></div>;

  const permission = () => {
    const origin = originToRequest(form.baseUrl);
    return origin ? requestOrigins([origin]).catch(() => false) : Promise.resolve(true);
  };
  const test = async (granted: Promise<boolean>) => {
    setStatus(null); setError(null);
    if (!(await granted)) return setError(t('providerNotAllowedTest'));
    const p = patchFromForm(form).provider;
    const result = await makeProvider({ kind: p.kind, baseUrl: p.baseUrl, model: p.model || 'none', ...(p.apiKey ? { apiKey: p.apiKey } : {}) }).testConnection();
    if (!result.ok) return setError(result.error.message);
    setModels(result.models);
    if (!form.model && result.models[0]) set({ model: result.models[0] });
    setStatus(result.models.length ? t('connectedModels', new Intl.NumberFormat(uiLang()).format(result.models.length)) : t('connectedNoModels'));
  };
  const save = async (granted: Promise<boolean>) => {
    setStatus(null); setError(null);
    if (!(await granted)) return setError(t('providerNotAllowedSave'));
    const a = await client.send({ type: 'settings/set', settings: patchFromForm(form) });
    if (!a.ok) return setError(errorText(a));
    setForm(formFromSettings(a.settings));
    setStatus(t('saved'));
  };
  const modelOptions = [...new Set([...(form.model ? [form.model] : []), ...models])];

  return (
    <div class="settings">
    <Appearance />
    <form noValidate aria-label={t('settingsForm')} onSubmit={(e) => { e.preventDefault(); void save(permission()); }}>
      <section aria-labelledby="provider-title">
      <h2 id="provider-title">{t('modelProvider')}</h2>
      <label>{t('provider')}{' '}
        <select value={form.preset} onChange={(e) => { setModels([]); setForm(applyPreset(form, e.currentTarget.value)); }}>
          {PROVIDER_PRESETS.map((p) => <option key={p.id} value={p.id}>{p.label}</option>)}
          <option value="custom">{t('otherProvider')}</option>
        </select>
      </label>
      <label>{t('baseUrl')} <input type="url" value={form.baseUrl} onInput={(e) => set({ baseUrl: e.currentTarget.value })} /></label>
      {models.length > 0 ? (
        <label>{t('model')} <select value={form.model} onChange={(e) => set({ model: e.currentTarget.value })}>{modelOptions.map((m) => <option key={m} value={m}>{m}</option>)}</select></label>
      ) : (
        <label>{t('model')} <input value={form.model} onInput={(e) => set({ model: e.currentTarget.value })} /></label>
      )}
      <label>{t('apiKey')} <input type="password" autoComplete="off" value={form.apiKey} placeholder={form.apiKeySet ? t('keyIsSet') : t('none')} onInput={(e) => set({ apiKey: e.currentTarget.value })} /></label>
      {form.apiKeySet && !form.apiKey && <p class="muted">{t('keySetNote')}</p>}
      <div class="actions"><button type="button" onClick={() => void test(permission())}>{t('testConnection')}</button></div>
      </section>
      <section aria-labelledby="canary-title">
      <h2 id="canary-title">{t('canaryStrings')}</h2>
      <label>{t('canaries')}
        <textarea rows={4} value={form.canaries} onInput={(e) => set({ canaries: e.currentTarget.value })} />
      </label>
      </section>
      <section aria-labelledby="author-title">
      <h2 id="author-title">{t('engravedCommits')}</h2>
      <label>{t('authorName')} <input value={form.authorName} onInput={(e) => set({ authorName: e.currentTarget.value })} /></label>
      <label>{t('authorEmail')} <input type="email" value={form.authorEmail} onInput={(e) => set({ authorEmail: e.currentTarget.value })} /></label>
      </section>
      <div class="actions"><button type="submit" class="primary">{t('save')}</button></div>
      {status && <p role="status" class="status-line">{status}</p>}
      <Alert message={error} />
    </form>
    </div>
  );
}

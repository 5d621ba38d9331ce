// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../entrypoints/sidepanel/app';
import { fakeBackground, fakeDeps } from './fakes';

afterEach(cleanup);

function withSettingsStore(bg: ReturnType<typeof fakeBackground>) {
  let stored: Record<string, any> = { canaries: [] };
  bg.handlers['settings/get'] = () => ({ ok: true, settings: stored });
  bg.handlers['settings/set'] = (m) => {
    const { apiKey, ...provider } = m.settings.provider ?? {};
    stored = { ...stored, ...m.settings, provider: { ...provider, apiKeySet: Boolean(apiKey) || Boolean(stored.provider?.apiKeySet) } };
    return { ok: true, settings: stored };
  };
}

async function openSettings(bg: ReturnType<typeof fakeBackground>) {
  const fake = fakeDeps(bg);
  render(<App deps={fake.deps} />);
  fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
  const panel = await screen.findByRole('tabpanel', { name: 'Settings' });
  await within(panel).findByRole('button', { name: 'Save' });
  return { panel, ...fake };
}

describe('settings screen', () => {
  it('saves a preset, key and canaries, asks permission first, and never shows the key again', async () => {
    const bg = fakeBackground();
    withSettingsStore(bg);
    const { panel } = await openSettings(bg);
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Provider' }), { target: { value: 'openrouter' } });
    expect((within(panel).getByRole('textbox', { name: 'Base URL' }) as HTMLInputElement).value).toBe('https://openrouter.ai/api/v1');
    fireEvent.input(within(panel).getByRole('textbox', { name: 'Model' }), { target: { value: 'some/model' } });
    fireEvent.input(within(panel).getByLabelText('API key'), { target: { value: 'sk-secret' } });
    fireEvent.input(within(panel).getByRole('textbox', { name: /Canaries/ }), { target: { value: 'CANARY-1\n\n  CANARY-2 \n' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await within(panel).findByText('Saved.');
    const order = bg.sent.map((m) => m.type).filter((t) => t === 'settings/set' || t === '(permissions.request)');
    expect(order).toEqual(['(permissions.request)', 'settings/set']);
    expect(bg.ofType('settings/set')[0]!.settings).toEqual({
      canaries: ['CANARY-1', 'CANARY-2'],
      provider: { kind: 'openai-compatible', baseUrl: 'https://openrouter.ai/api/v1', model: 'some/model', preset: 'openrouter', apiKey: 'sk-secret' },
    });
    expect((within(panel).getByLabelText('API key') as HTMLInputElement).value).toBe('');
    expect(within(panel).getByText(/A key is set/)).toBeTruthy();
    expect(panel.textContent).not.toContain('sk-secret');

    // Saving again without typing a key does not send one (the stored key stays).
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bg.ofType('settings/set')).toHaveLength(2));
    expect(bg.ofType('settings/set')[1]!.settings.provider).not.toHaveProperty('apiKey');
  });

  it('a local provider needs no permission prompt, and Test connection fills the model list', async () => {
    const bg = fakeBackground();
    withSettingsStore(bg);
    const { panel, permissionRequests } = await openSettings(bg);
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Provider' }), { target: { value: 'ollama' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Test connection' }));
    await within(panel).findByText(/Connected\. 2 models offered/);
    const model = within(panel).getByRole('combobox', { name: 'Model' });
    expect([...model.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['m1', 'm2']);
    expect(permissionRequests).toEqual([]);
  });

  it('a model server on the local network (Ollama at http://192.168.1.20:11434) is asked for by its origin at Save and at Test, before anything is sent', async () => {
    for (const [button, url, origin] of [
      ['Save', 'http://192.168.1.20:11434/v1', 'http://192.168.1.20/*'],
      ['Test connection', 'http://[::1]:11434/v1', 'http://[::1]/*'], // not in the manifest's host_permissions
    ] as const) {
      const bg = fakeBackground();
      withSettingsStore(bg);
      const { panel, permissionRequests } = await openSettings(bg);
      fireEvent.change(within(panel).getByRole('combobox', { name: 'Provider' }), { target: { value: 'ollama' } });
      fireEvent.input(within(panel).getByRole('textbox', { name: 'Base URL' }), { target: { value: url } });
      fireEvent.input(within(panel).getByRole('textbox', { name: 'Model' }), { target: { value: 'llama3' } });
      fireEvent.click(within(panel).getByRole('button', { name: button }));
      await within(panel).findByText(button === 'Save' ? 'Saved.' : /Connected/);
      expect(permissionRequests, url).toEqual([[origin]]);
      cleanup();
    }
  });
});

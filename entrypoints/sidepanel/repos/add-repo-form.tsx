import { useState } from 'preact/hooks';
import type { Repo } from '../../../lib/messages/protocol';
import { ID_PATTERN } from '../../../lib/messages/shared';
import { originToRequest, useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { errorText } from '../ui/error-text';
import { t } from '../ui/i18n';
import { deriveRepoId } from './derive-id';

interface AddRepoFormProps {
  space: string;
  /** Called with the id as the add starts (so progress can be shown) and ends. */
  onBusy: (id: string | null) => void;
  onAdded: (repo: Repo) => void;
}

/**
 * Add a repository: URL, id (derived from the URL until the person edits it), optional ref,
 * username and token. For an origin other than loopback, host permission is requested from
 * the submit itself, before any await, since the browser only grants it during a gesture.
 */
export function AddRepoForm({ space, onBusy, onAdded }: AddRepoFormProps) {
  const { client, requestOrigins } = useDeps();
  const [url, setUrl] = useState('');
  const [id, setId] = useState('');
  const [idEdited, setIdEdited] = useState(false);
  const [ref, setRef] = useState('');
  const [username, setUsername] = useState('');
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shownId = idEdited ? id : deriveRepoId(url);

  const submit = (e: Event) => {
    e.preventDefault();
    const origin = originToRequest(url);
    const permission = origin ? requestOrigins([origin]) : Promise.resolve(true);
    void add(permission, origin);
  };

  const add = async (permission: Promise<boolean>, origin: string | null) => {
    setError(null);
    if (!/^https?:\/\//i.test(url)) return setError(t('enterUrl'));
    if (!ID_PATTERN.test(shownId)) return setError(t('giveId'));
    const granted = await permission.catch(() => false);
    if (!granted) return setError(t('notAllowed', origin?.replace('/*', '') ?? ''));
    setBusy(true);
    onBusy(shownId);
    try {
      const answer = await client.send({
        type: 'repos/add', space, id: shownId, url,
        ...(ref.trim() ? { ref: ref.trim() } : {}),
        ...(token ? { auth: { token, ...(username ? { username } : {}) } } : {}),
      });
      if (!answer.ok) return setError(errorText(answer));
      setUrl(''); setId(''); setIdEdited(false); setRef(''); setUsername(''); setToken('');
      onAdded(answer.repo);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
      onBusy(null);
    }
  };

  return (
    <form class="add-repo" noValidate onSubmit={submit} aria-label={t('addRepo')}>
      <h2>{t('addRepo')}</h2>
      <label>{t('url')} <input type="url" required value={url} placeholder="https://github.com/18F/handbook.git" onInput={(e) => setUrl(e.currentTarget.value.trim())} /></label>
      <label>{t('id')} <input value={shownId} onInput={(e) => { setIdEdited(true); setId(e.currentTarget.value.trim()); }} /></label>
      <label>{t('ref')} <input value={ref} placeholder={t('defaultBranch')} onInput={(e) => setRef(e.currentTarget.value)} /></label>
      <details>
        <summary>{t('privateRepo')}</summary>
        <label>{t('username')} <input autoComplete="off" value={username} onInput={(e) => setUsername(e.currentTarget.value)} /></label>
        <label>{t('token')} <input type="password" autoComplete="off" value={token} onInput={(e) => setToken(e.currentTarget.value)} /></label>
        <small class="muted">{t('tokenNote')}</small>
      </details>
      <button type="submit" disabled={busy} class="primary">{t('add')}</button>
      <Alert message={error} />
    </form>
  );
}

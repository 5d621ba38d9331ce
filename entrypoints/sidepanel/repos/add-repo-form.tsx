import { useState } from 'preact/hooks';
import type { Repo } from '../../../lib/messages/protocol';
import { ID_PATTERN } from '../../../lib/repos/paths';
import { originToRequest, useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { errorText } from '../ui/error-text';
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
    if (!/^https?:\/\//i.test(url)) return setError('Enter the repository URL, starting with https:// or http://.');
    if (!ID_PATTERN.test(shownId)) return setError('Give the repository an id: 1-64 characters of a-z, 0-9, ".", "_" or "-".');
    const granted = await permission.catch(() => false);
    if (!granted) return setError(`PrimaChat was not allowed to reach ${origin?.replace('/*', '')}. Add the repository again and allow access when the browser asks.`);
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
    <form class="add-repo" noValidate onSubmit={submit} aria-label="Add a repository">
      <h2>Add a repository</h2>
      <label>URL <input type="url" required value={url} placeholder="https://github.com/18F/handbook.git" onInput={(e) => setUrl(e.currentTarget.value.trim())} /></label>
      <label>Id <input value={shownId} onInput={(e) => { setIdEdited(true); setId(e.currentTarget.value.trim()); }} /></label>
      <label>Branch or tag (optional) <input value={ref} placeholder="default branch" onInput={(e) => setRef(e.currentTarget.value)} /></label>
      <details>
        <summary>Private repository</summary>
        <label>Username (optional) <input autoComplete="off" value={username} onInput={(e) => setUsername(e.currentTarget.value)} /></label>
        <label>Token <input type="password" autoComplete="off" value={token} onInput={(e) => setToken(e.currentTarget.value)} /></label>
        <small class="muted">The token is kept in the extension and sent only to this repository's site.</small>
      </details>
      <button type="submit" disabled={busy}>Add</button>
      <Alert message={error} />
    </form>
  );
}

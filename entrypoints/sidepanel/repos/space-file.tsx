import { useState } from 'preact/hooks';
import { SpaceFileSchema } from '../../../lib/messages/protocol';
import { useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { downloadText } from '../ui/download';
import { errorText } from '../ui/error-text';
import { t } from '../ui/i18n';

/**
 * Moving a setup: Export writes the space's repositories (URLs, branches, schedules; never a
 * token) as a JSON file; Import reads such a file and adds each repository to this space, saying
 * which could not be added (a private one needs its token again).
 */
export function SpaceFile({ space, onImported }: { space: string; onImported: () => void }) {
  const { client } = useDeps();
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const exportSpace = async () => {
    setError(null); setNote(null);
    const a = await client.send({ type: 'spaces/export', space });
    if (!a.ok) return setError(errorText(a));
    downloadText(`primachat-space-${space}.json`, `${JSON.stringify(a.file, null, 2)}\n`, 'application/json');
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null); setNote(null); setBusy(true);
    try {
      const parsed = SpaceFileSchema.safeParse(JSON.parse(await file.text()));
      if (!parsed.success) return setError(t('importBadFile', parsed.error.issues[0]?.message ?? ''));
      const a = await client.send({ type: 'spaces/import', space, file: parsed.data });
      if (!a.ok) return setError(errorText(a));
      setNote(t('importDone', a.repos.length));
      if (a.failed.length) setError(t('importFailedSome', a.failed.map((f) => `${f.id} (${f.error.message})`).join('; ')));
    } catch (err) {
      setError(t('importBadFile', err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
      onImported();
    }
  };

  return (
    <div class="space-file actions">
      <button type="button" onClick={() => void exportSpace()}>{t('exportSpace')}</button>
      <label class="button-like">
        {t('importSpace')}
        <input type="file" accept="application/json,.json" disabled={busy} onChange={(e) => void importFile(e.currentTarget.files?.[0])} />
      </label>
      {note && <p role="status" class="status-line">{note}</p>}
      <Alert message={error} />
    </div>
  );
}

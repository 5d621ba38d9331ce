import { useEffect, useRef } from 'preact/hooks';
import { renderMarkdown } from '../../../lib/markdown/render';
import type { ApprovalDisplay } from '../ui/display';
import { t } from '../ui/i18n';
import { Icon } from '../ui/icons';
import { Markers } from '../ui/markers';

/**
 * The engrave approval card: the note's path and title, its rendered preview (exactly what
 * would be committed) and any flagged markers, with Approve and Decline. Escape declines.
 * Without a readable preview, Approve is disabled: nobody approves what they cannot see. With
 * "All repositories" the note's repository can be changed here; the card then shows the
 * fresh preview for that repository, to be approved again.
 */
export function ApprovalCard({ display, onApprove, onDecline, targets, onRetarget }: {
  display: ApprovalDisplay | null;
  onApprove: () => void;
  onDecline: () => void;
  /** With "All repositories", where the note may go instead; choosing one shows its fresh preview. */
  targets?: string[];
  onRetarget?: (repoId: string) => void;
}) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => card.current?.focus(), []);
  return (
    <div ref={card} tabIndex={-1} role="dialog" aria-modal="false" aria-labelledby="approval-title" class="approval"
      onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); onDecline(); } }}>
      <h3><Icon name="pen" /><span id="approval-title">{t('approvalQuestion')}</span></h3>
      {display ? (
        <>
          <dl class="meta">
            <dt>{t('approvalFile')}</dt><dd><code>{display.path}</code></dd>
            <dt>{t('repository')}</dt>
            <dd>
              {targets && targets.length > 1 && onRetarget ? (
                <select aria-label={t('saveTo')} value={display.repoId} onChange={(e) => onRetarget(e.currentTarget.value)}>
                  {targets.map((id) => <option key={id} value={id}>{id}</option>)}
                </select>
              ) : <strong>{display.repoId}</strong>}
            </dd>
            {display.title ? <><dt>{t('approvalTitle')}</dt><dd>{display.title}</dd></> : null}
          </dl>
          <Markers markers={display.markers} />
          <div class="preview" aria-label={t('approvalPreview')} role="region" tabIndex={0}>{renderMarkdown(display.markdown)}</div>
        </>
      ) : (
        <p role="alert">{t('approvalNoPreview')}</p>
      )}
      <div class="actions">
        <button type="button" onClick={onDecline}><Icon name="x" />{t('decline')}</button>
        <button type="button" class="primary" disabled={!display} onClick={onApprove}><Icon name="check" />{t('approve')}</button>
      </div>
    </div>
  );
}

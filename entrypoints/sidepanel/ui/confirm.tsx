import { useEffect, useRef } from 'preact/hooks';
import { t } from './i18n';

interface ConfirmProps {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * An inline confirmation step (Remove, Engrave…): focuses its Cancel button so Enter never
 * confirms by accident, and Escape cancels.
 */
export function Confirm({ question, confirmLabel, onConfirm, onCancel }: ConfirmProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div role="group" aria-label={question} class="confirm" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <span>{question}</span>
      <button type="button" class="danger" onClick={onConfirm}>{confirmLabel}</button>
      <button type="button" ref={cancel} onClick={onCancel}>{t('cancel')}</button>
    </div>
  );
}

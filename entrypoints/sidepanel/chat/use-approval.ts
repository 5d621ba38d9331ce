import { useRef, useState } from 'preact/hooks';
import { parseDisplay, type ApprovalDisplay } from '../ui/display';

/**
 * The approval card's state: `ask(display)` shows the card and resolves true on Approve,
 * false on Decline (or when the card is cleared by Stop), `'refresh'` when the note's repository
 * was changed on the card. Only `approve`, wired to the Approve button's click, ever resolves true.
 */
export function useApproval() {
  const [display, setDisplay] = useState<ApprovalDisplay | null>(null);
  const [shown, setShown] = useState(false);
  const pending = useRef<((choice: boolean | 'refresh') => void) | null>(null);
  const settle = (choice: boolean | 'refresh') => {
    const resolve = pending.current;
    pending.current = null;
    setShown(false);
    setDisplay(null);
    resolve?.(choice);
  };
  return {
    shown,
    display,
    ask(raw: unknown): Promise<boolean | 'refresh'> {
      pending.current?.(false);
      const parsed = parseDisplay(raw);
      setDisplay(parsed?.kind === 'approval' ? parsed : null);
      setShown(true);
      return new Promise<boolean | 'refresh'>((resolve) => { pending.current = resolve; });
    },
    /** True while a card waits for the person's choice. */
    waiting: () => pending.current !== null,
    approve: () => settle(true),
    /** What the note is for changed (its repository): show a fresh preview instead of this one. */
    refresh: () => settle('refresh'),
    decline: () => settle(false),
    clear: () => { if (pending.current) settle(false); },
  };
}

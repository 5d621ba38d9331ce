import { Icon } from './icons';

/** An error in plain words, announced by screen readers (role="alert"); renders nothing when empty. */
export function Alert({ message, children }: { message: string | null | undefined; children?: preact.ComponentChildren }) {
  if (!message) return null;
  return (
    <div role="alert" class="alert">
      <Icon name="alert" />
      <span>{message}</span> {children}
    </div>
  );
}

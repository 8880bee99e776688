// A button for an action that cannot be undone (delete a drain or a webhook endpoint, revoke a
// key, remove a user): the first click asks, in place, what will happen; "Yes" runs it, "Cancel"
// puts the button back. The screen-reader text names the object, so a row's buttons are told apart.
import { type ReactNode, useState } from 'react';

export function ConfirmButton({
  label,
  what,
  consequence,
  onConfirm,
  pending = false,
}: {
  /** The action, as the button says it: "Delete", "Revoke", "Remove". */
  label: string;
  /** The object, for screen readers: "the drain drn_…". */
  what: string;
  /** What happens, said before asking. */
  consequence: ReactNode;
  /** Runs the action; `done` puts the button back (call it when the mutation settles). */
  onConfirm: (done: () => void) => void;
  pending?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" onClick={() => setAsking(true)} disabled={pending}>
        {label}
        <span className="sr-only"> {what}</span>
      </button>
    );
  return (
    <span role="group" aria-label={`Confirm: ${label.toLowerCase()} ${what}`}>
      {label} it? {consequence}{' '}
      <button type="button" disabled={pending} onClick={() => onConfirm(() => setAsking(false))}>
        Yes, {label.toLowerCase()}
        <span className="sr-only"> {what}</span>
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

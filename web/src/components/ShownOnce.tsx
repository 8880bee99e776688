// A secret (an API key, a signing secret, a generated password) shown once, with a copy button.
import { useState } from 'react';

export function ShownOnce({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="card secret" role="status">
      <p>
        <strong>{label}</strong> It is shown only now: copy it somewhere safe.
      </p>
      <code data-testid="secret-value">{value}</code>{' '}
      <button
        type="button"
        onClick={async () => {
          await navigator.clipboard?.writeText(value).catch(() => {});
          setCopied(true);
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

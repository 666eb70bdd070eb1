interface CalcStatusProps {
  error?: string | null;
  note?: string | null;
}

/**
 * Live region for errors and notes. Always rendered, even when empty, because screen readers
 * only announce changes to a live region that already exists.
 */
export function CalcStatus({ error, note }: CalcStatusProps) {
  return (
    <p role="status" aria-live="polite" className={error ? 'calc-status calc-status--error' : 'calc-status'}>
      {error ?? note ?? ''}
    </p>
  );
}

/** What a club page shows while the content file loads, or when it cannot be loaded. */
export function ContentStatus({ isPending, isError }: { isPending: boolean; isError: boolean }) {
  if (isError) {
    return (
      <p className="error-text" role="alert">
        This page could not be loaded. Please try again later.
      </p>
    );
  }
  if (isPending) return <p role="status">Loading…</p>;
  return null;
}

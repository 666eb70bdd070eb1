import { useEffect, useState } from 'react';

/**
 * A blob: URL for a Blob or File, revoked when the blob changes or the component unmounts.
 * Made inside the effect so React's strict-mode double mount never revokes a URL still in use.
 */
export function useObjectUrl(blob: Blob | null): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (!blob) {
      setUrl('');
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

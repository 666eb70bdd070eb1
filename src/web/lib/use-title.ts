import { useEffect } from 'react';

/** Sets the document title so screen readers and tabs name the page. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Midwest Cosplay & Maker Club`;
  }, [title]);
}

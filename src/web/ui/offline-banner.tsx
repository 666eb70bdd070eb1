import { useEffect, useState } from 'react';
import { useOnline } from '../lib/use-online';
import { SCHEDULE_CACHE } from '../service-worker/cache-names';
import './offline-banner.css';

/** When the kept answer for `apiPath` was sent (its Date header), or null when none is kept. */
async function keptAt(apiPath: string): Promise<Date | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(SCHEDULE_CACHE);
  const answer = await cache.match(`/api${apiPath}`);
  const date = answer?.headers.get('date');
  return date ? new Date(date) : null;
}

const asOf = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * While offline: "Offline, as of <time>" above what the page shows from the answer the service
 * worker kept (`apiPath`, as the page asked for it: "/me/events?limit=3"). Nothing when online.
 */
export function OfflineBanner({ apiPath }: { apiPath: string }) {
  const online = useOnline();
  const [when, setWhen] = useState<Date | null>(null);
  useEffect(() => {
    if (online) return;
    let current = true;
    keptAt(apiPath)
      .then((date) => current && setWhen(date))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [online, apiPath]);
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      {when ? (
        <>
          Offline, as of <time dateTime={when.toISOString()}>{asOf.format(when)}</time>. Changes wait until
          you are back online.
        </>
      ) : (
        <>Offline. This needs a connection.</>
      )}
    </p>
  );
}

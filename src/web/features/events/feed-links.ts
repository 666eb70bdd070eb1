/** Where a calendar feed can be subscribed to, so calendar apps keep it up to date. */
export interface FeedLinks {
  /** The same address as webcal://: calendar apps (Apple Calendar, Outlook, Thunderbird) subscribe to it. */
  webcal: string;
  /** Google Calendar's "add by URL" page, asking to subscribe to the webcal:// address. */
  google: string;
  /** Outlook.com's "add from web" page, with the http(s) address and the calendar's name. */
  outlook: string;
}

/**
 * The subscribe links of a feed at `feedUrl` (absolute, on the site's public address: Google and
 * Microsoft fetch it from their own servers). Formats as the services take them in 2026:
 * `https://calendar.google.com/calendar/r?cid=<webcal url>` and
 * `https://outlook.live.com/calendar/0/addfromweb?url=<url>&name=<name>`, each value encoded.
 */
export function feedLinks(feedUrl: string, name: string): FeedLinks {
  const webcal = feedUrl.replace(/^https?:\/\//i, 'webcal://');
  const q = encodeURIComponent;
  return {
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${q(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${q(feedUrl)}&name=${q(name)}`,
  };
}

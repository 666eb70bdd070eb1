import { ExternalIcon } from '../../ui/icons';
import { feedLinks } from './feed-links';

/**
 * Subscribe buttons for a feed: calendar apps (webcal://, which iPhones and Macs open in Apple
 * Calendar), Google Calendar and Outlook.com. A subscription is refreshed by the calendar itself,
 * so changes and cancellations reach the member's phone; the .ics download is a one-off copy.
 */
export function SubscribeLinks({ url, name, label }: { url: string; name: string; label: string }) {
  const links = feedLinks(url, name);
  return (
    <ul className="subscribe-links" aria-label={label}>
      <li>
        <a className="button button-secondary" href={links.webcal}>
          Apple Calendar
        </a>
      </li>
      <li>
        <a className="button button-secondary" href={links.google} target="_blank" rel="noopener noreferrer">
          Google Calendar <ExternalIcon />
          <span className="visually-hidden"> (opens a new tab)</span>
        </a>
      </li>
      <li>
        <a className="button button-secondary" href={links.outlook} target="_blank" rel="noopener noreferrer">
          Outlook <ExternalIcon />
          <span className="visually-hidden"> (opens a new tab)</span>
        </a>
      </li>
    </ul>
  );
}

import { describe, expect, it } from 'vitest';
import { feedLinks } from './feed-links';

describe('feed subscribe links', () => {
  it('subscribes with webcal://, Google Calendar’s cid and Outlook’s addfromweb, values encoded', () => {
    const links = feedLinks('https://club.example.net/api/events.ics', 'Midwest Cosplay & Maker Club events');
    expect(links.webcal).toBe('webcal://club.example.net/api/events.ics');
    expect(links.google).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fclub.example.net%2Fapi%2Fevents.ics',
    );
    expect(links.outlook).toBe(
      'https://outlook.live.com/calendar/0/addfromweb?url=https%3A%2F%2Fclub.example.net%2Fapi%2Fevents.ics' +
        '&name=Midwest%20Cosplay%20%26%20Maker%20Club%20events',
    );
  });

  it('keeps a port and a private feed’s secret whole, and turns http into webcal too', () => {
    const links = feedLinks('http://127.0.0.1:4315/api/calendar/Ab_c-9.ics', 'Club: my events');
    expect(links.webcal).toBe('webcal://127.0.0.1:4315/api/calendar/Ab_c-9.ics');
    const google = new URL(links.google);
    expect(google.searchParams.get('cid')).toBe(links.webcal);
    const outlook = new URL(links.outlook);
    expect(outlook.searchParams.get('url')).toBe('http://127.0.0.1:4315/api/calendar/Ab_c-9.ics');
    expect(outlook.searchParams.get('name')).toBe('Club: my events');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClubContent } from '../../../shared/content-schema';
import { setSession } from '../../lib/session';
import { EmbedFrame } from '../../ui/embed-frame';
import CalendarPage from './calendar-page';
import LocalStoresPage from './local-stores-page';
import { loadClubContent, renderWithContent } from './render-with-content';
import TutorialsPage, { TUTORIALS_EDITOR } from './tutorials-page';

afterEach(cleanup);

const content = loadClubContent();

describe('local stores index', () => {
  it('links the twelve states and counts their stores', () => {
    renderWithContent(LocalStoresPage, { path: '/localstores', route: '/localstores', content });
    const links = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/localstores/'));
    expect(links).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Kansas' }).getAttribute('href')).toBe('/localstores/kansas');
    expect(screen.getByText('8 stores')).toBeTruthy();
    expect(screen.getByText('5 stores')).toBeTruthy();
    expect(screen.getAllByText('No stores listed yet')).toHaveLength(10);
  });
});

/** The content an organiser has made the club's own: an embed, an address and two videos. */
const configured: ClubContent = {
  ...content,
  clubEmail: 'events@midwestcosplay.club',
  calendar: {
    title: 'Club events calendar',
    embedUrl: 'https://calendar.google.com/calendar/embed?src=club',
  },
  tutorials: [
    {
      title: 'How to update your account',
      embedUrl: 'https://www.youtube-nocookie.com/embed/videoseries?list=PLa',
    },
    {
      title: 'How to join the chat community',
      embedUrl: 'https://www.youtube-nocookie.com/embed/videoseries?list=PLb',
    },
  ],
};

describe('the shipped content', () => {
  it('has no example address, example playlist or borrowed calendar', () => {
    const file = JSON.stringify(content);
    expect(file).not.toMatch(/example\.(org|com|net)|PL-example|holiday/i);
    expect(content.clubEmail).toBeUndefined();
    expect(content.calendar.embedUrl).toBeUndefined();
    expect(content.tutorials).toEqual([]);
  });
});

describe('calendar page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a fresh install shows the club events and "Create an event", and no invitation', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ events: [], total: 0 }));
    renderWithContent(CalendarPage, { path: '/calendar', route: '/calendar', content });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an event' }).getAttribute('href')).toBe('/events/new');
    expect(screen.getByRole('heading', { level: 2, name: 'Club events' })).toBeTruthy();
    expect(await screen.findByText('No upcoming events yet.')).toBeTruthy();
    expect(screen.queryByText(/invite/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/example\.org/);
  });

  it('embeds the calendar and asks members to invite the club address, beside "Create an event"', () => {
    renderWithContent(CalendarPage, { path: '/calendar', route: '/calendar', content: configured });
    const frame = screen.getByTitle(configured.calendar.title);
    expect(frame.getAttribute('src')).toBe(configured.calendar.embedUrl);
    expect(frame.getAttribute('loading')).toBe('lazy');
    const email = configured.clubEmail ?? '';
    const mail = screen.getByRole('link', { name: email });
    expect(mail.getAttribute('href')).toBe(`mailto:${email}`);
    expect(mail.parentElement?.textContent).toBe(`To add an event, invite ${email} to it.`);
    expect(screen.getByText(/^Events members create show here at once\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an event' })).toBeTruthy();
  });
});

describe('tutorials page', () => {
  afterEach(() => localStorage.clear());

  it('embeds the configured videos, titled and allowed to go full screen', () => {
    renderWithContent(TutorialsPage, { path: '/tutorials', route: '/tutorials', content: configured });
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(2);
    configured.tutorials.forEach((video, i) => {
      expect(frames[i]!.title).toBe(video.title);
      expect(frames[i]!.getAttribute('src')).toBe(video.embedUrl);
      expect(frames[i]!.getAttribute('allow')).toBe('fullscreen');
      expect(screen.getByRole('heading', { level: 2, name: video.title })).toBeTruthy();
    });
  });

  it('shows one video when organisers set one', () => {
    const one = { ...configured, tutorials: configured.tutorials.slice(0, 1) };
    renderWithContent(TutorialsPage, { path: '/tutorials', route: '/tutorials', content: one });
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('without videos tells a member where they come from', () => {
    renderWithContent(TutorialsPage, { path: '/tutorials', route: '/tutorials', content });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('No tutorial videos yet.')).toBeTruthy();
    expect(
      screen.getByText(/Organisers add the club’s how-to videos in Organisers → Club content/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add videos' })).toBeNull();
  });

  it('without videos sends an organiser to the Tutorials section of the content editor', () => {
    setSession({ token: 't', username: 'org', userid: '1', role: 'organiser', status: 'active' });
    renderWithContent(TutorialsPage, { path: '/tutorials', route: '/tutorials', content });
    expect(screen.getByRole('link', { name: 'Add videos' }).getAttribute('href')).toBe(TUTORIALS_EDITOR);
    expect(TUTORIALS_EDITOR).toBe('/organisers/content#content-tutorials');
  });
});

describe('EmbedFrame', () => {
  it('renders nothing without an address', () => {
    const { container } = render(<EmbedFrame src="  " title="Nothing" />);
    expect(container.innerHTML).toBe('');
  });

  it('frames a page lazily, sandboxed, inside a responsive wrapper', () => {
    render(<EmbedFrame src="https://www.google.com/maps?q=x&output=embed" title="Map" aspect="4:3" />);
    const frame = screen.getByTitle('Map');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.parentElement?.className).toBe('embed-frame embed-frame-standard');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbedFrame } from '../../ui/embed-frame';
import CalendarPage from './calendar-page';
import LocalStoresPage from './local-stores-page';
import { loadClubContent, renderWithContent } from './render-with-content';
import TutorialsPage from './tutorials-page';

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

describe('calendar page', () => {
  it('embeds the calendar and asks members to invite the club address', () => {
    renderWithContent(CalendarPage, { path: '/calendar', route: '/calendar', content });
    const frame = screen.getByTitle(content.calendar.title);
    expect(frame.getAttribute('src')).toBe(content.calendar.embedUrl);
    expect(frame.getAttribute('loading')).toBe('lazy');
    const mail = screen.getByRole('link', { name: content.clubEmail });
    expect(mail.getAttribute('href')).toBe(`mailto:${content.clubEmail}`);
    expect(mail.parentElement?.textContent).toBe(`To add an event, invite ${content.clubEmail} to it.`);
  });
});

describe('tutorials page', () => {
  it('embeds both videos, titled and allowed to go full screen', () => {
    renderWithContent(TutorialsPage, { path: '/tutorials', route: '/tutorials', content });
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(2);
    content.tutorials.forEach((video, i) => {
      expect(frames[i]!.title).toBe(video.title);
      expect(frames[i]!.getAttribute('src')).toBe(video.embedUrl);
      expect(frames[i]!.getAttribute('allow')).toBe('fullscreen');
      expect(screen.getByRole('heading', { level: 2, name: video.title })).toBeTruthy();
    });
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

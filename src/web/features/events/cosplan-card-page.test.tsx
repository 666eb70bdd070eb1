// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CosplanCardPage from './cosplan-card-page';
import { json, renderRoute, sampleEvent, signInMember, stubFetch, tearDown } from './test-render';

beforeEach(signInMember);
afterEach(tearDown);

const PROFILE = {
  ID: 7,
  username: 'robin',
  firstname: 'Robin',
  lastname: 'Tailor',
  image: '/api/images/1',
  thumbnail: '',
};
const show = () => renderRoute('/events/5/card', 'events/:id/card', <CosplanCardPage />);

describe('the cosplan card', () => {
  it('shows the member’s photo, their cosplan, the event and a QR code of its address as an image', async () => {
    stubFetch({
      'GET /api/events/5': json(
        200,
        sampleEvent({
          myRsvp: { status: 'going', cosplan: 'Sailor Mercury', photoshoot: true, projectId: null },
        }),
      ),
      'GET /api/users/7': json(200, PROFILE),
    });
    show();
    expect(await screen.findByText('Sailor Mercury')).toBeTruthy();
    expect(screen.getByText('Coming as')).toBeTruthy();
    expect(screen.getByText('Foam armour build night')).toBeTruthy();
    expect(screen.getByText('Sat, Jun 8, 2030 · 6:00 PM – 9:00 PM CDT')).toBeTruthy();
    expect(screen.getByText('The Sewing Loft · Wichita, Kansas')).toBeTruthy();
    expect(
      ((await screen.findByRole('img', { name: 'Robin Tailor' })) as HTMLImageElement).getAttribute('src'),
    ).toBe('/api/images/1');
    const qr = (await screen.findByRole('img', { name: /^QR code: / })) as HTMLImageElement;
    expect(qr.getAttribute('alt')).toBe(`QR code: ${window.location.origin}/events/5`);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // The QR code's SVG is only ever an image address, never markup in the page.
    expect(document.querySelector('.cosplan-card-event svg')).toBeNull();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('asks a member who has not answered to RSVP first', async () => {
    stubFetch({ 'GET /api/events/5': json(200, sampleEvent()), 'GET /api/users/7': json(200, PROFILE) });
    show();
    expect(await screen.findByText('Say you’re coming first')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to the event' }).getAttribute('href')).toBe('/events/5'),
    );
  });
});

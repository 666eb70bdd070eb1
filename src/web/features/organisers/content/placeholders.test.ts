import { describe, expect, it } from 'vitest';
import type { ClubContent } from '../../../../shared/content-schema';
import { placeholdersIn } from './placeholders';
import { fileContent } from './test-render';

/** The shipped content made the club's own. */
function clubsOwn(): ClubContent {
  return {
    ...fileContent(),
    clubEmail: 'events@midwestcosplay.club',
    supportLink: { label: 'Support the club', url: 'https://ko-fi.com/midwestcosplay' },
    chatCommunity: { label: 'Chat community', url: 'https://discord.gg/midwestcosplay' },
    tutorials: [
      { title: 'How to update your account', embedUrl: 'https://www.youtube-nocookie.com/embed/a' },
    ],
  };
}

describe('placeholders', () => {
  it('lists what the shipped content file still says, in the order of the form', () => {
    expect(placeholdersIn(fileContent()).map((p) => [p.path, p.label])).toEqual([
      ['clubEmail', 'Club email'],
      ['tutorials.0.title', 'Tutorial videos'],
      ['supportLink.url', 'Support link address'],
      ['chatCommunity.url', 'Chat community address'],
    ]);
  });

  it('lists nothing once the content is the club’s own (the calendar embed is optional)', () => {
    expect(placeholdersIn(clubsOwn())).toEqual([]);
  });

  it('finds the example values earlier content files shipped, wherever they were saved', () => {
    const old = clubsOwn();
    old.clubEmail = 'events@example.org';
    old.calendar.embedUrl =
      'https://calendar.google.com/calendar/embed?src=en.usa%23holiday%40group.v.calendar.google.com';
    old.tutorials = [
      {
        title: 'How to join',
        embedUrl: 'https://www.youtube-nocookie.com/embed/videoseries?list=PL-example-join-chat',
      },
    ];
    old.stores.ohio = {
      stores: [{ name: 'Corn', sells: 'Foam', town: 'Ames', website: 'https://corn.example.com/' }],
    };
    expect(placeholdersIn(old).map((p) => p.path)).toEqual([
      'clubEmail',
      'calendar.embedUrl',
      'tutorials.0.embedUrl',
      'stores.ohio.stores.0.website',
    ]);
    expect(placeholdersIn(old)[0]?.why).toBe('still an example: events@example.org');
  });

  it('does not take a club’s own domain for an example', () => {
    const own = clubsOwn();
    own.forumCommunity.url = 'https://forum.counterexample.org/';
    own.clubEmail = 'hello@notexample.com';
    expect(placeholdersIn(own)).toEqual([]);
  });
});

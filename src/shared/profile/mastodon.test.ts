import { describe, expect, it } from 'vitest';
import { normalizeHandle } from './link-handles';
import { checkProfileField } from './profile-fields';
import { linkUrl } from './social-links';

describe('Mastodon handles', () => {
  it.each([
    ['@robin@mastodon.art', 'robin@mastodon.art'],
    ['robin@mastodon.art', 'robin@mastodon.art'],
    [' @Robin_Sews@Mastodon.Art ', 'Robin_Sews@mastodon.art'],
    ['https://mastodon.art/@robin', 'robin@mastodon.art'],
    ['https://Mastodon.ART/@Robin/', 'Robin@mastodon.art'],
    ['http://sew.social/@robin?utm=x', 'robin@sew.social'],
    ['mastodon.social/@robin', 'robin@mastodon.social'],
    ['https://mastodon.social/@robin@Sew.Social', 'robin@sew.social'],
    ['@robin@kolektiva.social', 'robin@kolektiva.social'],
    ['@robin@my-club.example.co.uk', 'robin@my-club.example.co.uk'],
    ['@robin@xn--mstdn-gra.example', 'robin@xn--mstdn-gra.example'],
  ])('reads %j as %j', (input, handle) => {
    expect(normalizeHandle('mastodon', input)).toBe(handle);
  });

  it('links to the profile on the member’s own server', () => {
    expect(linkUrl('mastodon', normalizeHandle('mastodon', '@Robin@Mastodon.Art') ?? '')).toBe(
      'https://mastodon.art/@Robin',
    );
    expect(linkUrl('mastodon', 'robin@sew.social')).toBe('https://sew.social/@robin');
  });

  it.each([
    ['robin', 'a name without a server'],
    ['@robin', 'a name without a server'],
    ['robin@', 'an empty server'],
    ['@robin@localhost', 'a server without a dot'],
    ['@robin@10.0.0.1', 'an IP address'],
    ['@robin@mastodon.art:8443', 'a port'],
    ['https://mastodon.art:8443/@robin', 'a port in an address'],
    ['https://robin:secret@mastodon.art/@robin', 'userinfo'],
    ['https://evil.example@mastodon.art/@robin', 'userinfo naming another host'],
    ['@robin@-bad.example', 'a label starting with a hyphen'],
    ['@robin@bad-.example', 'a label ending with a hyphen'],
    ['@robin@mastodon..art', 'an empty label'],
    ['@robin.sews@mastodon.art', 'a dot in the name'],
    [`@${'r'.repeat(31)}@mastodon.art`, 'a name over 30 characters'],
    [`@robin@${'a'.repeat(64)}.art`, 'a label over 63 characters'],
    [`@robin@${'abcdefghi.'.repeat(10)}art`, 'a handle longer than a handle may be'],
    ['https://mastodon.art/@robin/109876543', 'a post, not a profile'],
    ['https://mastodon.art/users/robin', 'another path'],
    ['https://mastodon.social/@robin@sew.social:8443', 'a port on the home server'],
    ['https://mastodon.social/@robin@evil.example/x', 'a path after the home server'],
    ['javascript:alert(1)//@robin@x.art', 'a script address'],
    ['@robin@mastodon.art/evil', 'a path after the server'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizeHandle('mastodon', input)).toBeNull();
  });

  it('gives the form and the server a message naming the field', () => {
    expect(checkProfileField('mastodon', '@robin@localhost')).toEqual({
      ok: false,
      message: 'Mastodon must be your Mastodon handle or profile address',
    });
    expect(checkProfileField('mastodon', '')).toEqual({ ok: true, value: '' });
  });
});

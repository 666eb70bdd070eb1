import { describe, expect, it } from 'vitest';
import { checkContent, contentToSave, fieldLabel, serverFieldError, withVideoSlots } from './content-model';
import { fileContent } from './test-render';

describe('the content model', () => {
  it('names every field the way the form labels it', () => {
    expect(fieldLabel('motd.conventions.1.url')).toBe('Convention 2 website');
    expect(fieldLabel('tutorials.0.embedUrl')).toBe('Video 1 embed address');
    expect(fieldLabel('chatCommunity.url')).toBe('Chat community address');
    expect(fieldLabel('stores.northdakota.stores.2.sells')).toBe('North Dakota store 3 what it sells');
    expect(fieldLabel('stores.iowa.mapEmbedUrl')).toBe('Iowa map embed address');
  });

  it('sends trimmed text and leaves out states with neither stores nor a map', () => {
    const content = fileContent();
    content.motd.title = '  Spaced  ';
    content.stores.iowa = { mapEmbedUrl: ' ', stores: [] };
    content.stores.ohio = { mapEmbedUrl: 'https://maps.example.org/ohio', stores: [] };
    const sent = contentToSave(content);
    expect(sent.motd.title).toBe('Spaced');
    expect(Object.keys(sent.stores)).toEqual(['kansas', 'missouri', 'ohio']);
  });

  it('checks with the server schema, one plain message per field, in the order of the form', () => {
    const content = fileContent();
    content.trademark = '';
    content.clubEmail = 'events';
    content.motd.template.url = 'ftp://x';
    const result = checkContent(content);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.entries(result.errors)).toEqual([
      ['clubEmail', 'Enter an email address like name@example.org.'],
      ['motd.template.url', 'The address must start with / or https://.'],
      ['trademark', 'Fill this in.'],
    ]);
  });

  it('leaves out an empty club email, calendar embed and empty video slots', () => {
    const content = withVideoSlots(fileContent());
    expect(content.tutorials).toEqual([
      { title: '', embedUrl: '' },
      { title: '', embedUrl: '' },
    ]);
    content.clubEmail = ' ';
    content.calendar.embedUrl = '';
    const sent = contentToSave(content);
    expect('clubEmail' in sent).toBe(false);
    expect(sent.calendar).toEqual({ title: content.calendar.title });
    expect(sent.tutorials).toEqual([]);
    expect(checkContent(content).ok).toBe(true);

    content.tutorials[1] = { title: ' Sewing a hem ', embedUrl: 'https://www.youtube-nocookie.com/embed/x' };
    expect(contentToSave(content).tutorials).toEqual([
      { title: 'Sewing a hem', embedUrl: 'https://www.youtube-nocookie.com/embed/x' },
    ]);
  });

  it("names a video's problem by its slot in the form, even when the slot above is empty", () => {
    const content = withVideoSlots(fileContent());
    content.tutorials[1] = { title: 'Sewing a hem', embedUrl: '' };
    const result = checkContent(content);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ 'tutorials.1.embedUrl': 'Enter a full address starting with https://' });
  });

  it('finds the field a server refusal names', () => {
    expect(serverFieldError('Invalid motd.conventions.0.url: must be an https:// address')).toEqual([
      'motd.conventions.0.url',
      'The server refused this: must be an https:// address',
    ]);
    expect(serverFieldError('Someone saved a newer version; reload to see it.')).toBeNull();
  });
});

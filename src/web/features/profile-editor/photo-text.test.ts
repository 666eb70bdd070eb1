import { describe, expect, it } from 'vitest';
import type { PhotoDetails } from '../../../shared/profile/photo-details';
import { creditProblems, EMPTY_TEXT, photoDetailsField, textFromDetails } from './photo-text';
import { sampleProfile } from './test-profile';
import { initialSlots, moveSlide, undescribedCount, withCrop } from './use-photo-slots';

const details = (alt: string, credit: PhotoDetails['credit'] = null): PhotoDetails => ({
  width: 1600,
  height: 1600,
  alt,
  credit,
});

const profile = sampleProfile({
  image: '/api/images/p',
  thumbnail: '/api/images/p/thumb',
  imageDetails: details('Robin in a red cape', { name: 'Sam Lens', url: 'https://sam.example/' }),
  slideshow: ['/api/images/a', '/api/images/b', '', '', ''],
  slideshowDetails: [details('Zelda armour'), details(''), null, null, null],
});

const field = (slots: ReturnType<typeof initialSlots>) =>
  JSON.parse(
    photoDetailsField(slots.map((s) => ({ name: s.name, filled: s.value.kind !== 'empty', text: s.text }))),
  );

describe('photo descriptions in the editor', () => {
  it("starts from the server's words for each photo, and sends those of every photo that stays", () => {
    const slots = initialSlots(profile);
    expect(slots[0]?.text).toEqual({
      alt: 'Robin in a red cape',
      creditName: 'Sam Lens',
      creditLink: 'https://sam.example/',
    });
    expect(undescribedCount(slots)).toBe(1); // slide 2 has no description; empty slots do not count
    expect(field(slots)).toEqual({
      profileImage: {
        alt: 'Robin in a red cape',
        creditName: 'Sam Lens',
        creditLink: 'https://sam.example/',
      },
      slideshowImage0: { alt: 'Zelda armour', creditName: '', creditLink: '' },
      slideshowImage1: { alt: '', creditName: '', creditLink: '' },
    });
    expect(photoDetailsField([{ name: 'profileImage', filled: false, text: EMPTY_TEXT }])).toBe('');
  });

  it('moves the words with their photo and trims them for the save', () => {
    const slots = initialSlots(profile);
    slots[2] = { ...slots[2]!, text: { alt: '  Boots  ', creditName: ' Jo ', creditLink: '' } };
    const moved = moveSlide(slots, 2, -1);
    expect(field(moved).slideshowImage0).toEqual({ alt: 'Boots', creditName: 'Jo', creditLink: '' });
    expect(field(moved).slideshowImage1).toEqual({ alt: 'Zelda armour', creditName: '', creditLink: '' });
  });

  it('clears the words for a new photo but keeps them for a re-crop of the same file', () => {
    const [first] = initialSlots(profile);
    const source = new File(['x'], 'x.jpg', { type: 'image/jpeg' });
    const cropped = withCrop(first!, source, new Blob(['1']));
    expect(cropped.text).toEqual(EMPTY_TEXT);
    const described = { ...cropped, text: { ...EMPTY_TEXT, alt: 'Cape' } };
    expect(withCrop(described, source, new Blob(['2'])).text.alt).toBe('Cape');
    expect(withCrop(described, new File(['y'], 'y.jpg'), new Blob(['3'])).text).toEqual(EMPTY_TEXT);
  });

  it('accepts a credit link as the server does, and asks for a name to go with it', () => {
    const credit = (creditName: string, creditLink: string) =>
      creditProblems({ alt: '', creditName, creditLink });
    expect(credit('', '')).toEqual({ name: '', link: '' });
    expect(credit('Sam', 'instagram.com/sam')).toEqual({ name: '', link: '' });
    expect(credit('Sam', 'javascript:alert(1)').link).toMatch(/web address/);
    expect(credit('Sam', 'sam')).toMatchObject({ link: expect.stringMatching(/web address/) });
    expect(credit(' ', 'https://sam.example')).toEqual({
      name: "Add the photographer's name to go with the link",
      link: '',
    });
  });

  it('has nothing to fill in for a photo without details', () => {
    expect(textFromDetails(null)).toEqual(EMPTY_TEXT);
  });
});

// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoDetails } from '../../../shared/profile/photo-details';
import { ALT_HINT } from './describe-photo-dialog';
import { sampleProfile } from './test-profile';
import { renderForm, save, savedFetch, sentBody, setUpJsdom } from './test-render';

// jsdom draws no images: the crop dialog is stood in for by one that accepts a crop at once.
vi.mock('../../ui/image-cropper/image-cropper', () => ({
  default: ({ onAccept }: { onAccept: (blob: Blob) => void }) => (
    <button type="button" onClick={() => onAccept(new Blob(['jpeg'], { type: 'image/jpeg' }))}>
      Accept
    </button>
  ),
}));

setUpJsdom();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:crop');
  URL.revokeObjectURL = vi.fn();
});

const slot = (name: string) => within(screen.getByRole('group', { name }));
const dialog = () => within(screen.getByRole('dialog', { name: /^Describe the/ }));
const type = (label: string, value: string) =>
  fireEvent.change(dialog().getByLabelText(label), { target: { value } });
const details = (alt: string, credit: PhotoDetails['credit'] = null): PhotoDetails => ({
  width: 1600,
  height: 1600,
  alt,
  credit,
});

async function chooseAndCrop(slotName: string) {
  const input = slot(slotName).getByLabelText('Choose file');
  fireEvent.change(input, { target: { files: [new File(['x'], 'cape.jpg', { type: 'image/jpeg' })] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
}

describe('describing photos', () => {
  it('asks for a description after the crop, offers the credit, and sends them with the photo', async () => {
    const fetchMock = savedFetch();
    const { router } = renderForm(fetchMock);
    await chooseAndCrop('Profile photo');

    expect(screen.getByRole('dialog', { name: 'Describe the profile photo' })).toBeTruthy();
    const alt = dialog().getByLabelText('Description (alt text)');
    expect(alt.getAttribute('aria-describedby')).toBe(dialog().getByText(ALT_HINT).id);
    expect(alt.getAttribute('maxlength')).toBe('300');
    type('Description (alt text)', 'Robin as Zelda in blue armour, Kansas City Comic Con');
    type("Photographer's name", 'Sam Lens');
    type('Link to their work', 'javascript:alert(1)');
    fireEvent.click(dialog().getByRole('button', { name: 'Done' }));
    expect(dialog().getByText(/Enter the link as a web address/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled(); // Done is the dialog's own form, not the profile's

    type('Link to their work', 'instagram.com/samlens');
    fireEvent.click(dialog().getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        slot('Profile photo').getByRole('button', { name: 'Edit description' }),
      ),
    );
    expect(
      slot('Profile photo').getByText('Robin as Zelda in blue armour, Kansas City Comic Con'),
    ).toBeTruthy();
    expect(slot('Profile photo').getByText('Photo: Sam Lens')).toBeTruthy();
    expect(screen.queryByText(/need(s)? a description/)).toBeNull();

    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const body = sentBody(fetchMock);
    expect(body.get('profileImage')).toBeInstanceOf(File);
    expect(JSON.parse(String(body.get('photoDetails')))).toEqual({
      profileImage: {
        alt: 'Robin as Zelda in blue armour, Kansas City Comic Con',
        creditName: 'Sam Lens',
        creditLink: 'instagram.com/samlens',
      },
    });
  });

  it('notes the photos without a description, and saves the new words of a stored photo without uploading it', async () => {
    const fetchMock = savedFetch();
    const profile = sampleProfile({
      image: '/api/images/p',
      imageDetails: details('Red cape', { name: 'Jo', url: 'https://jo.example/' }),
      slideshow: ['/api/images/a', '/api/images/b', '', '', ''],
      slideshowDetails: [details(''), details(''), null, null, null],
    });
    const { router } = renderForm(fetchMock, profile);
    expect(screen.getByText('2 photos need a description.')).toBeTruthy();
    expect(slot('Profile photo').getByText('Red cape')).toBeTruthy();
    expect(slot('Profile photo').getByText('Photo: Jo')).toBeTruthy();
    expect(slot('Slideshow photo 1').getByText('No description yet.')).toBeTruthy();
    expect(slot('Slideshow photo 3').queryByRole('button', { name: /description/ })).toBeNull();
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    // Cancel keeps the words as they were.
    fireEvent.click(slot('Profile photo').getByRole('button', { name: 'Edit description' }));
    expect((dialog().getByLabelText("Photographer's name") as HTMLInputElement).value).toBe('Jo');
    type('Description (alt text)', 'Something else');
    fireEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(slot('Profile photo').getByText('Red cape')).toBeTruthy();
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    fireEvent.click(slot('Slideshow photo 1').getByRole('button', { name: 'Add description' }));
    type('Description (alt text)', 'Zelda armour, back view');
    fireEvent.click(dialog().getByRole('button', { name: 'Done' }));
    expect(screen.getByText('1 photo needs a description.')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    save(); // a gentle note: the save goes ahead with one photo undescribed
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    const body = sentBody(fetchMock);
    expect(body.has('profileImage')).toBe(false);
    expect(body.has('slideshowImage0')).toBe(false);
    expect(JSON.parse(String(body.get('photoDetails')))).toEqual({
      profileImage: { alt: 'Red cape', creditName: 'Jo', creditLink: 'https://jo.example/' },
      slideshowImage0: { alt: 'Zelda armour, back view', creditName: '', creditLink: '' },
      slideshowImage1: { alt: '', creditName: '', creditLink: '' },
    });
  });

  it('sends no photoDetails when the profile has no photo', async () => {
    const fetchMock = savedFetch();
    const { router } = renderForm(fetchMock);
    fireEvent.change(screen.getByLabelText('About me'), { target: { value: 'Hi' } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(sentBody(fetchMock).has('photoDetails')).toBe(false);
  });
});

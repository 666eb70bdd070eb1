import { describe, expect, it } from 'vitest';
import {
  buildUpdateForm,
  type ProfileValues,
  parseChoices,
  toggleChoice,
  validateValues,
  valuesFromProfile,
} from './profile-form-model';
import { sampleProfile } from './test-profile';
import { initialSlots, photoParts } from './use-photo-slots';

const STATES = ['Illinois', 'Iowa', 'Ohio'];

const values = (change: Partial<ProfileValues> = {}): ProfileValues => ({
  ...valuesFromProfile(sampleProfile()),
  ...change,
});

describe('choices', () => {
  it('reads stored lists case-insensitively into canonical option order', () => {
    expect(parseChoices('ohio, ILLINOIS ,Texas', STATES)).toEqual(['Illinois', 'Ohio']);
    expect(parseChoices('', STATES)).toEqual([]);
  });

  it('adds and removes options, keeping option order', () => {
    expect(toggleChoice(['Ohio'], 'Illinois', true, STATES)).toEqual(['Illinois', 'Ohio']);
    expect(toggleChoice(['Illinois', 'Ohio'], 'Ohio', false, STATES)).toEqual(['Illinois']);
  });
});

describe('valuesFromProfile', () => {
  it('preloads text, choices and an empty password; "null" embeds show empty', () => {
    const v = valuesFromProfile(sampleProfile());
    expect(v.state).toEqual(['Illinois', 'Ohio']);
    expect(v.imawhat).toEqual(['Maker']);
    expect(v.text.firstname).toBe('Robin');
    expect(v.text.calendar).toBe('');
    expect(v.password).toBe('');
  });
});

describe('validateValues', () => {
  it('normalises handles and joins choices as the server expects', () => {
    const text = { ...values().text, cashapp: '$robin', instagram: 'https://www.instagram.com/robin.makes/' };
    const result = validateValues(values({ text, state: [] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fields.cashapp).toBe('robin');
    expect(result.fields.instagram).toBe('robin.makes');
    expect(result.fields.state).toBe('');
    expect(result.fields.imawhat).toBe('Maker');
  });

  it('reports the shared field message and the topmost error first', () => {
    const text = { ...values().text, email: 'not-an-email', calendar: 'https://evil.example/x' };
    const result = validateValues(values({ text }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.first).toBe('Public email must look like name@example.com');
    expect(Object.keys(result.errors)).toEqual(['email', 'calendar']);
  });

  it('checks the password only when one is typed', () => {
    expect(validateValues(values({ password: 'short' }))).toMatchObject({
      ok: false,
      first:
        'Password must be at least 8 characters long, contain at least one number, and one special character',
    });
    expect(validateValues(values({ password: 'Sew&Stitch9', confirmPassword: 'Sew&Stitch8' }))).toMatchObject(
      {
        ok: false,
        first: 'Passwords do not match',
      },
    );
    expect(validateValues(values({ password: 'Sew&Stitch9', confirmPassword: 'Sew&Stitch9' })).ok).toBe(true);
  });
});

describe('buildUpdateForm and photo parts', () => {
  it('sends the password only when set, new crops as files and emptied slots as remove', async () => {
    const slots = initialSlots(
      sampleProfile({ image: '/api/images/a', slideshow: ['/api/images/b', '', '', '', ''] }),
    );
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const source = new File(['x'], 'x.png', { type: 'image/png' });
    slots[0] = { ...slots[0]!, value: { kind: 'empty' } };
    slots[2] = { ...slots[2]!, value: { kind: 'cropped', source, blob } };
    slots[3] = { ...slots[3]!, value: { kind: 'empty' } }; // was empty: nothing to send
    const form = buildUpdateForm({ firstname: 'Robin' }, '', photoParts(slots));
    expect(form.get('firstname')).toBe('Robin');
    expect(form.has('password')).toBe(false);
    expect(form.get('profileImage')).toBe('remove');
    expect(form.has('slideshowImage0')).toBe(false);
    const file = form.get('slideshowImage1');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('slide-2.jpg');
    expect(form.has('slideshowImage2')).toBe(false);
    expect(buildUpdateForm({}, 'Sew&Stitch9', []).get('password')).toBe('Sew&Stitch9');
  });
});

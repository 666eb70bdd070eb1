import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_MESSAGES } from '../../../shared/profile/account-change';
import { EDITABLE_FIELDS } from '../../../shared/profile/profile-fields';
import { RECOVERY_EMAIL_MESSAGE } from '../../../shared/rules/recovery-email';
import {
  buildUpdateForm,
  FORM_ORDER,
  needsCurrentPassword,
  orderedErrors,
  type ProfileValues,
  parseChoices,
  toggleChoice,
  validateValues,
  valuesFromProfile,
} from './profile-form-model';
import { sampleProfile } from './test-profile';
import { initialSlots, moveSlide, photoParts } from './use-photo-slots';

const STATES = ['Illinois', 'Iowa', 'Ohio'];

const values = (change: Partial<ProfileValues> = {}): ProfileValues => ({
  ...valuesFromProfile(sampleProfile()),
  ...change,
});
/** The profile as the server sent it: recovery email r@example.org. */
const saved = sampleProfile();
const validate = (v: ProfileValues) => validateValues(v, saved);

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
    expect(v.text.recoveryemail).toBe('r@example.org');
    expect(v.password).toBe('');
    expect(v.currentPassword).toBe('');
  });
});

describe('validateValues', () => {
  it('normalises handles and joins choices as the server expects', () => {
    const text = { ...values().text, cashapp: '$robin', instagram: 'https://www.instagram.com/robin.makes/' };
    const result = validate(values({ text, state: [] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fields.cashapp).toBe('robin');
    expect(result.fields.instagram).toBe('robin.makes');
    expect(result.fields.state).toBe('');
    expect(result.fields.imawhat).toBe('Maker');
  });

  it('reports the shared field message and the topmost error first', () => {
    const text = { ...values().text, email: 'not-an-email', calendar: 'https://evil.example/x' };
    const result = validate(values({ text }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.first).toBe('Public email must look like name@example.com');
    expect(Object.keys(result.errors)).toEqual(['email', 'calendar']);
  });

  it('checks the password only when one is typed', () => {
    expect(validate(values({ password: 'short' }))).toMatchObject({
      ok: false,
      first:
        'Password must be at least 8 characters long, contain at least one number, and one special character',
    });
    expect(validate(values({ password: 'Sew&Stitch9', confirmPassword: 'Sew&Stitch8' }))).toMatchObject({
      ok: false,
      first: 'Passwords do not match',
    });
    expect(
      validate(
        values({ password: 'Sew&Stitch9', confirmPassword: 'Sew&Stitch9', currentPassword: 'Old#pass1' }),
      ).ok,
    ).toBe(true);
  });

  it('asks for the current password when the password changes', () => {
    const v = values({ password: 'Sew&Stitch9', confirmPassword: 'Sew&Stitch9' });
    expect(needsCurrentPassword(v, saved)).toBe(true);
    expect(validate(v)).toMatchObject({ ok: false, first: CURRENT_PASSWORD_MESSAGES.missing });
    expect(needsCurrentPassword(values(), saved)).toBe(false);
    expect(validate(values()).ok).toBe(true);
  });

  it('checks and sends the recovery email only when changed, and then asks for the current password', () => {
    const unchanged = validate(values({ text: { ...values().text, recoveryemail: ' r@example.org ' } }));
    expect(unchanged.ok && 'recoveryemail' in unchanged.fields).toBe(false);

    const list = values({ text: { ...values().text, recoveryemail: 'a@example.org, b@example.org' } });
    expect(validate({ ...list, currentPassword: 'Old#pass1' })).toMatchObject({
      ok: false,
      first: RECOVERY_EMAIL_MESSAGE,
    });

    const changed = values({ text: { ...values().text, recoveryemail: ' new@example.org ' } });
    expect(needsCurrentPassword(changed, saved)).toBe(true);
    expect(validate(changed)).toMatchObject({ ok: false, first: CURRENT_PASSWORD_MESSAGES.missing });
    const ok = validate({ ...changed, currentPassword: 'Old#pass1' });
    expect(ok.ok && ok.fields.recoveryemail).toBe('new@example.org');
  });

  it('keeps a stored recovery email that predates the one-address rule when it is not touched', () => {
    const legacy = sampleProfile({ recoveryemail: 'a@example.org, b@example.org' });
    expect(validateValues(valuesFromProfile(legacy), legacy).ok).toBe(true);
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
    expect(form.has('currentpassword')).toBe(false);
    const withCurrent = buildUpdateForm({}, 'Sew&Stitch9', [], 'Old#pass1');
    expect(withCurrent.get('currentpassword')).toBe('Old#pass1');
  });
});

describe('reordering the slideshow', () => {
  const profile = sampleProfile({
    image: '/api/images/p',
    slideshow: ['/api/images/a', '/api/images/b', '', '/api/images/c', ''],
  });
  const urls = (slots: ReturnType<typeof initialSlots>) =>
    slots.map((s) => (s.value.kind === 'server' ? s.value.url : ''));

  it('swaps a slideshow photo with its neighbour and sends each moved photo by its address', () => {
    const swapped = moveSlide(initialSlots(profile), 2, -1);
    expect(urls(swapped)).toEqual([
      '/api/images/p',
      '/api/images/b',
      '/api/images/a',
      '',
      '/api/images/c',
      '',
    ]);
    expect(photoParts(swapped)).toEqual([
      { name: 'slideshowImage0', move: '/api/images/b' },
      { name: 'slideshowImage1', move: '/api/images/a' },
    ]);
    const form = buildUpdateForm({}, '', photoParts(swapped));
    expect(form.get('slideshowImage0')).toBe('/api/images/b');
    expect(form.get('slideshowImage1')).toBe('/api/images/a');
  });

  it('moves into an empty slot (the old one is emptied) and back again sends nothing', () => {
    const moved = moveSlide(initialSlots(profile), 4, -1);
    expect(photoParts(moved)).toEqual([
      { name: 'slideshowImage2', move: '/api/images/c' },
      { name: 'slideshowImage3', remove: true },
    ]);
    expect(photoParts(moveSlide(moved, 3, 1))).toEqual([]);
  });

  it('never moves the profile photo or past either end', () => {
    const slots = initialSlots(profile);
    expect(urls(moveSlide(slots, 1, -1))).toEqual(urls(slots));
    expect(urls(moveSlide(slots, 5, 1))).toEqual(urls(slots));
    expect(urls(moveSlide(slots, 0, 1))).toEqual(urls(slots));
  });
});

describe('orderedErrors', () => {
  it('lists every error from the top of the form down', () => {
    expect(orderedErrors({ instagram: 'I', firstname: 'F', currentPassword: 'C', email: 'E' })).toEqual([
      ['firstname', 'F'],
      ['email', 'E'],
      ['instagram', 'I'],
      ['currentPassword', 'C'],
    ]);
  });
});

describe('the field table', () => {
  it('places every editable profile field in the form order, so each error can be reported in place', () => {
    const order: readonly string[] = FORM_ORDER;
    expect(EDITABLE_FIELDS.filter((f) => !order.includes(f))).toEqual([]);
  });
});

import { SOCIAL_FIELDS, SUPPORT_FIELDS } from '../../../shared/constants';
import type { OwnProfile } from '../../../shared/profile/profile-api';

/** An own profile as GET /api/users/{id} answers it, for the editor's tests. */
export function sampleProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  const links = Object.fromEntries([...SOCIAL_FIELDS, ...SUPPORT_FIELDS].map((f) => [f, '']));
  return {
    ...(links as Record<string, string>),
    ID: 7,
    username: 'robin',
    firstname: 'Robin',
    lastname: 'Tailor',
    email: '',
    phonenumber: '',
    city: 'Peoria',
    state: 'illinois,Ohio',
    imawhat: 'Maker',
    about: '',
    other: '',
    complete: '',
    inprogress: '',
    cosplaygroup: '',
    image: '',
    thumbnail: '',
    calendar: 'null',
    milanote: '',
    birthdate: '1990-01-01',
    recoveryemail: 'r@example.org',
    referredby: '',
    slideshow: ['', '', '', '', ''],
    imageDetails: null,
    slideshowDetails: [null, null, null, null, null],
    recoveryEmailVerified: true,
    recoveryEmailGrandfathered: false,
    ...overrides,
  } as OwnProfile;
}

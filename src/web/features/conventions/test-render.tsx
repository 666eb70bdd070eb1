import type { ConventionSummary } from '../../../shared/api/conventions';
import { signInAs } from '../../test-support/render-route';

export { type Call, json, stubFetch } from '../../test-support/fetch-stub';
export { renderRoute, tearDown } from '../../test-support/render-route';

export const signInMember = () => signInAs('member');

export function sampleCon(overrides: Partial<ConventionSummary> = {}): ConventionSummary {
  return {
    id: 1,
    slug: 'gen-con',
    name: 'Gen Con',
    venue: 'Indiana Convention Center',
    city: 'Indianapolis',
    state: 'Indiana',
    website: 'https://www.gencon.com',
    startsOn: '2030-07-31',
    endsOn: '2030-08-03',
    days: ['2030-07-31', '2030-08-01', '2030-08-02', '2030-08-03'],
    status: 'listed',
    ...overrides,
  };
}

import { signInAs } from '../../../test-support/render-route';

export { type Call, json, stubFetch } from '../../../test-support/fetch-stub';
export { renderAt, tearDown } from '../../../test-support/render-route';

export const signInOrganiser = () => signInAs('organiser');

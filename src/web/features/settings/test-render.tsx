import { renderAt } from '../../test-support/render-route';
import SettingsPage from './settings-page';

export { type Call, json, stubFetch } from '../../test-support/fetch-stub';
export { tearDown } from '../../test-support/render-route';

export const renderSettings = () => renderAt('/settings', <SettingsPage />);

import './settings.css';
import { useSession } from '../../lib/session';
import { Page } from '../../ui/page';
import { DataSection } from './data-section';
import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { NotificationsLinkSection } from './notifications-link-section';
import { PasskeysSection } from './passkeys-section';
import { PeopleLinkSection } from './people-link-section';
import { PrivacySection } from './privacy-section';
import { PushSection } from './push-section';
import { SessionsSection } from './sessions-section';

/** /settings — a member's privacy, where they are signed in, and a copy of their data. */
export default function SettingsPage() {
  const session = useSession();
  return (
    <Page
      wide
      title="Settings"
      lead="Choose who sees you, see where you are signed in, take a copy of your data or leave."
    >
      {session && (
        // Two columns on a laptop: who sees you and how you sign in, then your devices and data.
        <div className="settings-sections">
          <div className="settings-column">
            <PrivacySection userId={session.userid} />
            <PeopleLinkSection />
            <EmailSection userId={session.userid} />
            <PasskeysSection />
          </div>
          <div className="settings-column">
            <SessionsSection />
            <NotificationsLinkSection />
            <PushSection />
            <DataSection />
            <DeleteSection userId={session.userid} />
          </div>
        </div>
      )}
    </Page>
  );
}

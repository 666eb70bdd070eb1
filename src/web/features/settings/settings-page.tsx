import './settings.css';
import { useSession } from '../../lib/session';
import { Page } from '../../ui/page';
import { DataSection } from './data-section';
import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { PasskeysSection } from './passkeys-section';
import { PrivacySection } from './privacy-section';
import { SessionsSection } from './sessions-section';

/** /settings — a member's privacy, where they are signed in, and a copy of their data. */
export default function SettingsPage() {
  const session = useSession();
  return (
    <Page
      title="Settings"
      lead="Choose who sees you, see where you are signed in, take a copy of your data or leave."
    >
      {session && (
        <div className="settings-sections">
          <PrivacySection userId={session.userid} />
          <EmailSection userId={session.userid} />
          <PasskeysSection />
          <SessionsSection />
          <DataSection />
          <DeleteSection userId={session.userid} />
        </div>
      )}
    </Page>
  );
}

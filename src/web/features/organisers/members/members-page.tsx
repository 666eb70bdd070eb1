import { Page } from '../../../ui/page';
import { ApprovalSwitch } from './approval-switch';
import { OrganisersSection } from './organisers-section';
import { PendingSection } from './pending-section';
import { SuspendedSection } from './suspended-section';
import './members.css';

/**
 * /organisers/members: the approval switch, the sign-ups waiting for it, who the organisers are,
 * and who is suspended or leaving.
 */
export default function OrganiserMembersPage() {
  return (
    <Page
      title="Members"
      wide
      lead="Approve new sign-ups, choose who the organisers are, and lift suspensions."
    >
      <div className="member-admin">
        <ApprovalSwitch />
        <PendingSection />
        <OrganisersSection />
        <SuspendedSection />
      </div>
    </Page>
  );
}

import { Page } from '../../../ui/page';
import { ApprovalSwitch } from './approval-switch';
import { OrganisersSection } from './organisers-section';
import { PendingSection } from './pending-section';
import './members.css';

/** /organisers/members: the approval switch, the sign-ups waiting for it, and who the organisers are. */
export default function OrganiserMembersPage() {
  return (
    <Page title="Members" wide lead="Approve new sign-ups and choose who the organisers are.">
      <div className="member-admin">
        <ApprovalSwitch />
        <PendingSection />
        <OrganisersSection />
      </div>
    </Page>
  );
}

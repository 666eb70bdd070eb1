import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';

/** Where the member chooses which notifications reach their inbox and their devices. */
export function NotificationsLinkSection() {
  return (
    <Card as="section" className="settings-section" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">Notifications</h2>
      <p>
        Choose what you hear of: answers to your events, changes to events you are going to, reminders and
        more.
      </p>
      <ButtonLink variant="secondary" to="/notifications/settings">
        Choose notifications
      </ButtonLink>
    </Card>
  );
}

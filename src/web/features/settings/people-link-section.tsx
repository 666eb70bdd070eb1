import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';

/** Where the member sees whom they follow, their followers, and whom they blocked or muted. */
export function PeopleLinkSection() {
  return (
    <Card as="section" className="settings-section" aria-labelledby="settings-people">
      <h2 id="settings-people">Following, blocked and muted</h2>
      <p>See who you follow and who follows you, remove a follower, and unblock or unmute members.</p>
      <ButtonLink variant="secondary" to="/people">
        Your people
      </ButtonLink>
    </Card>
  );
}

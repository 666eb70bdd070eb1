import { useParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { displayName } from '../../ui/profile-card';
import { ProfileContact, ProfileDetails } from './profile-details';
import { ProfileEmbeds } from './profile-embeds';
import { ProfileLinks } from './profile-links';
import { ProfileFacts, ProfilePhoto } from './profile-summary';
import { Slideshow } from './slideshow';
import { usePublicProfile, useSlideshowImages } from './use-public-profile';
import './public-profile.css';

/** /public/{username}: a member's public profile, open to everyone. */
export default function PublicProfilePage() {
  const username = useParams().username ?? '';
  const profile = usePublicProfile(username);
  const slideshow = useSlideshowImages(username);

  if (profile.isPending) {
    return (
      <Page title="Member profile">
        <p role="status">Loading…</p>
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page title="Member profile">
        <ErrorText>{MSG.publicLoadError}</ErrorText>
      </Page>
    );
  }

  const member = profile.data;
  const name = displayName(member);
  return (
    <Page title={name} wide>
      <div className="profile-layout">
        <div className="profile-aside">
          <ProfilePhoto profile={member} />
          <ProfileFacts profile={member} />
          <ProfileContact profile={member} />
          <ProfileLinks profile={member} />
        </div>
        <div className="profile-main">
          <ProfileDetails profile={member} />
          <Slideshow key={member.username} images={slideshow.data ?? []} owner={member.username} />
          <ProfileEmbeds profile={member} owner={name} />
        </div>
      </div>
    </Page>
  );
}

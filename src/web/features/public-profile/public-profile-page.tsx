import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { MSG } from '../../../shared/messages';
import type { PublicProfile } from '../../../shared/profile/profile-api';
import { displayName } from '../../lib/display-name';
import { useSession } from '../../lib/session';
import { EmptyState } from '../../ui/empty-state';
import { ErrorText } from '../../ui/error-text';
import { Page } from '../../ui/page';
import { ProfileAlbumPhotos } from './album-photos';
import { hasContact, hasDetails, ProfileContact, ProfileDetails } from './profile-details';
import { hasEmbeds, ProfileEmbeds } from './profile-embeds';
import { hasLinks, ProfileLinks } from './profile-links';
import { ProfileFacts, ProfilePhoto } from './profile-summary';
import { hasProjects, ProjectPortfolio, useMemberProjects } from './project-portfolio';
import { ReportDialogHost, ReportProfileButton } from './report-control';
import { ShareProfile } from './share-profile';
import { Slideshow } from './slideshow';
import { usePublicProfile, useSlideshowImages } from './use-public-profile';
import './public-profile.css';

// Follow, mute and block load only for a signed-in member on someone else's page: visitors, and
// the page's JavaScript budget, never carry them.
const MemberActions = lazy(() => import('./member-actions'));

// Links with the button classes rather than ui/button's ButtonLink: this route is at the edge of
// its JavaScript budget.
function EditProfileLink({ userid }: { userid: string }) {
  return (
    <Link className="button button-secondary" to={`/update/${encodeURIComponent(userid)}`}>
      Edit profile
    </Link>
  );
}

function isBlank(profile: PublicProfile, slides: readonly unknown[]): boolean {
  return (
    slides.length === 0 &&
    !hasDetails(profile) &&
    !hasLinks(profile) &&
    !hasContact(profile) &&
    !hasEmbeds(profile)
  );
}

/** /public/{username}: a member's public profile, open to everyone. */
export default function PublicProfilePage() {
  const username = useParams().username ?? '';
  const session = useSession();
  const profile = usePublicProfile(username);
  const slideshow = useSlideshowImages(username);
  const projects = useMemberProjects(username);
  // The photo being reported ('' for the profile), or null.
  const [reporting, setReporting] = useState<string | null>(null);

  // Both answers come in parallel; waiting for the slideshow too means nothing moves once shown.
  if (profile.isPending || (profile.isSuccess && slideshow.isPending)) {
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
  const own = session?.username.toLowerCase() === member.username.toLowerCase();
  const slides = slideshow.data ?? [];
  const canReport = Boolean(session) && !own;
  return (
    <Page
      title={name}
      wide
      actions={
        own && session ? (
          <EditProfileLink userid={session.userid} />
        ) : canReport ? (
          <Suspense fallback={<ReportProfileButton onClick={() => setReporting('')} />}>
            <MemberActions
              username={member.username}
              name={name}
              report={<ReportProfileButton onClick={() => setReporting('')} />}
            />
          </Suspense>
        ) : undefined
      }
    >
      {/* On a phone the two columns dissolve (display: contents) and CSS orders the pieces:
          photo, slideshow, who they are, links, then the details. */}
      <div className="profile-layout">
        <div className="profile-aside">
          <ProfilePhoto profile={member} />
          <div className="profile-about-card">
            <ProfileFacts profile={member} />
            <ProfileLinks profile={member} />
            <ProfileContact profile={member} />
            <ShareProfile username={member.username} />
          </div>
        </div>
        <div className="profile-main">
          <div className="profile-slides">
            <Slideshow
              key={member.username}
              images={slides}
              owner={member.username}
              onReport={canReport ? setReporting : undefined}
            />
          </div>
          <div className="profile-details">
            {/* A member who only has projects has added something: their portfolio shows. */}
            {slideshow.isSuccess &&
            !projects.isPending &&
            isBlank(member, slides) &&
            !hasProjects(projects.data) ? (
              <EmptyState
                title={`${name} hasn't added anything yet`}
                action={own && session ? <EditProfileLink userid={session.userid} /> : undefined}
              >
                {own
                  ? 'Add photos of your work, your cosplays and your links: this is the page other members see.'
                  : 'Their photos, cosplays and links will show here once they add them.'}
              </EmptyState>
            ) : (
              <ProfileDetails profile={member} />
            )}
            <ProjectPortfolio username={member.username} />
            <ProfileEmbeds profile={member} owner={name} />
            <ProfileAlbumPhotos username={member.username} name={name} />
          </div>
        </div>
      </div>
      <ReportDialogHost
        username={member.username}
        name={name}
        image={reporting}
        onClose={() => setReporting(null)}
      />
    </Page>
  );
}

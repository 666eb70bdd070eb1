import { useClubContent } from '../../lib/club-content';
import { useSession } from '../../lib/session';
import { ButtonLink } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { EmbedFrame } from '../../ui/embed-frame';
import { EmptyState } from '../../ui/empty-state';
import { PlayIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { ContentStatus } from './content-status';
import { EmbedCard } from './embed-card';
import './club.css';

/** Where organisers add the videos: the Tutorials section of the content editor. */
export const TUTORIALS_EDITOR = '/organisers/content#content-tutorials';

/** /tutorials: the how-to videos organisers chose, or where they add them while there are none. */
export default function TutorialsPage() {
  const { data: content, isPending, isError } = useClubContent();
  return (
    <Page title="Tutorials" lead="Short videos on getting the most out of the club." wide>
      <ContentStatus isPending={isPending} isError={isError} />
      {content && content.tutorials.length === 0 && <NoVideos />}
      {content && content.tutorials.length > 0 && (
        <div className="tutorial-grid">
          {content.tutorials.map((video, index) => (
            <EmbedCard
              key={video.embedUrl}
              id={`tutorial-${index}`}
              heading={video.title}
              label={
                <Chip tone="accent">
                  <PlayIcon className="chip-icon" />
                  Video {index + 1}
                </Chip>
              }
            >
              <EmbedFrame src={video.embedUrl} title={video.title} />
            </EmbedCard>
          ))}
        </div>
      )}
    </Page>
  );
}

function NoVideos() {
  const organiser = useSession()?.role === 'organiser';
  return (
    <div className="stores-empty">
      <EmptyState
        title="No tutorial videos yet."
        action={organiser && <ButtonLink to={TUTORIALS_EDITOR}>Add videos</ButtonLink>}
      >
        <p>
          {organiser
            ? 'Add up to two videos in Organisers → Club content, under Tutorials.'
            : 'Organisers add the club’s how-to videos in Organisers → Club content; check back soon.'}
        </p>
      </EmptyState>
    </div>
  );
}

import { useClubContent } from '../../lib/club-content';
import { Chip } from '../../ui/chip';
import { EmbedFrame } from '../../ui/embed-frame';
import { PlayIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { ContentStatus } from './content-status';
import { EmbedCard } from './embed-card';
import './club.css';

/** /tutorials: the two how-to videos from the content file. */
export default function TutorialsPage() {
  const { data: content, isPending, isError } = useClubContent();
  return (
    <Page title="Tutorials" lead="Short videos on getting the most out of the club." wide>
      <ContentStatus isPending={isPending} isError={isError} />
      {content && (
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

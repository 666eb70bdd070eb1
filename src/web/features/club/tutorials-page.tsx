import { useClubContent } from '../../lib/club-content';
import { EmbedFrame } from '../../ui/embed-frame';
import { Page } from '../../ui/page';
import { ContentStatus } from './content-status';
import './club.css';

/** /tutorials: the two how-to videos from the content file. */
export default function TutorialsPage() {
  const { data: content, isPending, isError } = useClubContent();
  return (
    <Page title="Tutorials">
      <ContentStatus isPending={isPending} isError={isError} />
      {content?.tutorials.map((video, index) => (
        <section key={video.embedUrl} className="tutorial" aria-labelledby={`tutorial-${index}`}>
          <h2 id={`tutorial-${index}`}>{video.title}</h2>
          <EmbedFrame src={video.embedUrl} title={video.title} />
        </section>
      ))}
    </Page>
  );
}

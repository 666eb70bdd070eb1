import { errorMessage } from '../../../lib/error-message';
import { ErrorText } from '../../../ui/error-text';
import { Page } from '../../../ui/page';
import { useCurrentContent } from './api';
import { ContentEditor } from './content-editor';
import './content-editor.css';

/** /organisers/content: organisers edit what the club's pages say, preview it, save and restore. */
export default function ContentPage() {
  const current = useCurrentContent();
  return (
    <Page
      title="Club content"
      wide
      className="content-page"
      lead="What the club's pages say: the welcome, the message of the day, videos, links and stores. A save shows on every page within seconds."
    >
      {current.isPending && <p role="status">Loading…</p>}
      {current.isError && (
        <ErrorText>{errorMessage(current.error, 'The club content could not be loaded.')}</ErrorText>
      )}
      {current.data && <ContentEditor answer={current.data} />}
    </Page>
  );
}

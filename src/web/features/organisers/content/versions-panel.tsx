import { useState } from 'react';
import type { ContentVersionInfo, CurrentContentAnswer } from '../../../../shared/api/content-editor';
import { errorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorText } from '../../../ui/error-text';
import { Pager } from '../../../ui/pager';
import { useContentVersions } from './api';
import { RestoreDialog, ViewDialog } from './version-dialogs';
import { SavedWhen } from './version-meta';
import './versions.css';

const LIMIT = 10;

/**
 * Every saved version, newest first (the newest is what the site serves): who saved it and when,
 * what it restored; View previews one, Restore makes it current again after a confirmation.
 */
export function VersionsPanel({
  hasEdits,
  onRestored,
}: {
  hasEdits: boolean;
  onRestored: (answer: CurrentContentAnswer) => void;
}) {
  const [page, setPage] = useState(1);
  const list = useContentVersions(page, LIMIT);
  const [viewing, setViewing] = useState<ContentVersionInfo | null>(null);
  const [restoring, setRestoring] = useState<ContentVersionInfo | null>(null);
  const versions = list.data?.versions ?? [];
  const total = list.data?.total ?? 0;
  const newestId = page === 1 ? versions[0]?.id : undefined;

  return (
    <Card
      as="section"
      id="content-versions"
      className="content-versions"
      aria-labelledby="content-versions-title"
    >
      <header className="content-section-head">
        <h2 id="content-versions-title">Saved versions</h2>
        <p>Every save is kept. Restoring one saves its content again as the newest version.</p>
      </header>
      {list.isPending && <p role="status">Loading…</p>}
      {list.isError && <ErrorText>{errorMessage(list.error, 'The versions could not be loaded.')}</ErrorText>}
      {list.isSuccess && total === 0 && (
        <EmptyState title="No saved versions yet">
          The site shows the content file until the first save; then each save is listed here.
        </EmptyState>
      )}
      {versions.length > 0 && (
        <ol
          className="version-list"
          aria-label="Saved versions, newest first"
          aria-busy={list.isPlaceholderData}
        >
          {versions.map((version) => (
            <li key={version.id} className="version-row">
              <div className="version-text">
                <p className="version-title">
                  <strong>#{version.id}</strong>
                  {version.id === newestId && <Chip tone="accent">Current</Chip>}
                  {version.restoredFrom !== null && <Chip>Restored from #{version.restoredFrom}</Chip>}
                </p>
                <p className="version-meta">
                  @{version.authorUsername} · <SavedWhen at={version.createdAt} />
                </p>
              </div>
              <div className="version-actions">
                <Button
                  variant="secondary"
                  aria-label={`View version #${version.id}`}
                  onClick={() => setViewing(version)}
                >
                  View
                </Button>
                {version.id !== newestId && (
                  <Button
                    variant="quiet"
                    aria-label={`Restore version #${version.id}`}
                    onClick={() => setRestoring(version)}
                  >
                    Restore
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {total > LIMIT && (
        <Pager label="Version pages" page={page} pages={Math.ceil(total / LIMIT)} onPage={setPage} />
      )}
      {viewing && (
        <ViewDialog
          version={viewing}
          isCurrent={viewing.id === newestId}
          onClose={() => setViewing(null)}
          onRestore={() => {
            setRestoring(viewing);
            setViewing(null);
          }}
        />
      )}
      {restoring && (
        <RestoreDialog
          version={restoring}
          hasEdits={hasEdits}
          onClose={() => setRestoring(null)}
          onRestored={(answer) => {
            setRestoring(null);
            setPage(1);
            onRestored(answer);
          }}
        />
      )}
    </Card>
  );
}

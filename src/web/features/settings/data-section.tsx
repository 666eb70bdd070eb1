import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { downloadExport } from './download-export';

/** A copy of everything the member gave the club, as one zip file. */
export function DataSection() {
  const download = useMutation({
    mutationFn: downloadExport,
    onSuccess: (name) => toast(`Your data is downloading (${name})`),
  });
  return (
    <Card as="section" className="settings-section" aria-labelledby="settings-data">
      <h2 id="settings-data">Your data</h2>
      <p>
        Download a zip file with everything you have given the club: your profile (including your birthdate,
        recovery email and privacy settings), your game scores, where you are signed in, your costume projects
        with their build logs, and your photos.
      </p>
      <ErrorText>
        {download.isError &&
          errorMessage(download.error, 'Your data could not be downloaded. Please try again.')}
      </ErrorText>
      <div className="cta-row">
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? 'Preparing your download…' : 'Download your data'}
        </Button>
      </div>
    </Card>
  );
}

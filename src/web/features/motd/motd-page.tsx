import { useClubContent } from '../../lib/club-content';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { Page } from '../../ui/page';
import { VerifyEmailBanner } from '../../ui/verify-email-banner';
import { ComingUp } from './coming-up';
import './motd.css';

/**
 * /motd: where members land after logging in: the message, what is coming up for them (their
 * events, the club's, the two conventions) and the template.
 */
export default function MotdPage() {
  const { data: content, isError } = useClubContent();
  return (
    <Page title={content?.motd.title ?? 'Message of the day'} wide>
      <VerifyEmailBanner />
      {isError && (
        <p className="error-text" role="alert">
          The message of the day could not be loaded. Please try again later.
        </p>
      )}
      {content && (
        <>
          <div className="motd-note">
            <p>{content.motd.message}</p>
          </div>

          <ComingUp conventions={content.motd.conventions} />

          <section aria-labelledby="motd-template">
            <h2 id="motd-template">Cosplay template</h2>
            <Card as="figure" className="motd-template">
              <div className="motd-template-paper">
                <img
                  src={content.motd.template.url}
                  alt={content.motd.template.alt}
                  width={400}
                  height={500}
                  loading="lazy"
                />
              </div>
              <figcaption>
                <p>Print it, sketch your next build over the figures, and take it to the fabric store.</p>
                <a className={buttonClass()} href={content.motd.template.url} download>
                  {content.motd.template.label}
                </a>
              </figcaption>
            </Card>
          </section>
        </>
      )}
    </Page>
  );
}

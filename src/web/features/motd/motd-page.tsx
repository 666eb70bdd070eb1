import { useClubContent } from '../../lib/club-content';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { CalendarIcon, ExternalIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { VerifyEmailBanner } from '../../ui/verify-email-banner';
import './motd.css';

/** /motd: where members land after logging in: the message, two conventions and a template. */
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

          <section aria-labelledby="motd-conventions">
            <h2 id="motd-conventions">Coming up</h2>
            <ul className="card-grid motd-conventions">
              {content.motd.conventions.map((c) => (
                <Card as="li" key={c.name} className="convention-card">
                  <CalendarIcon className="convention-icon" />
                  <div>
                    <h3 className="convention-name">
                      <a href={c.url} target="_blank" rel="noopener noreferrer">
                        {c.name}
                      </a>
                      <ExternalIcon className="convention-external" />
                    </h3>
                    <p>{c.dates}</p>
                  </div>
                </Card>
              ))}
            </ul>
          </section>

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

import { useClubContent } from '../../lib/club-content';
import { Page } from '../../ui/page';

export default function MotdPage() {
  const { data: content, isError } = useClubContent();
  return (
    <Page title={content?.motd.title ?? 'Message of the day'}>
      {isError && <p role="alert">The message of the day could not be loaded. Please try again later.</p>}
      {content && (
        <>
          <p className="lead">{content.motd.message}</p>
          <h2>Coming up</h2>
          <ul className="card-list">
            {content.motd.conventions.map((c) => (
              <li key={c.name} className="card">
                <a href={c.url} target="_blank" rel="noopener noreferrer">
                  {c.name}
                </a>
                <p>{c.dates}</p>
              </li>
            ))}
          </ul>
          <h2>Cosplay template</h2>
          <figure className="template">
            <img
              src={content.motd.template.url}
              alt={content.motd.template.alt}
              width={400}
              height={500}
              loading="lazy"
            />
            <figcaption>
              <a className="button" href={content.motd.template.url} download>
                {content.motd.template.label}
              </a>
            </figcaption>
          </figure>
        </>
      )}
    </Page>
  );
}

import { useClubContent } from '../lib/club-content';

export function Footer() {
  const { data: content } = useClubContent();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <p>
        © {year} {content?.copyrightHolder ?? 'Midwest Cosplay & Maker Club'}
        {content && (
          <>
            {' · '}
            <a href={content.supportLink.url} target="_blank" rel="noopener noreferrer">
              {content.supportLink.label}
            </a>
          </>
        )}
      </p>
      {content && <p className="trademark">{content.trademark}</p>}
    </footer>
  );
}

import { useLocation } from 'react-router';
import { Page } from '../../ui/page';

const TITLES: Array<[RegExp, string]> = [
  [/^\/forgotpassword/, 'Forgot password'],
  [/^\/resetpassword/, 'Reset Your Password'],
  [/^\/public\//, 'Public profile'],
  [/^\/search/, 'Search'],
  [/^\/update\//, 'Edit your profile'],
  [/^\/users/, 'Members'],
  [/^\/calendar/, 'Calendar'],
  [/^\/tutorials/, 'Tutorials'],
  [/^\/games/, 'Games'],
  [/^\/brickbreaker/, 'Brick breaker'],
  [/^\/tetris/, 'Falling blocks'],
  [/^\/memorycardgame/, 'Memory card game'],
  [/^\/measurements/, 'Measurements'],
  [/^\/localstores/, 'Local stores'],
];

/** Routes whose real pages come in later issues: a plain heading, behind the login redirect where required. */
export default function PlaceholderPage() {
  const { pathname } = useLocation();
  const title = TITLES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'Page';
  return (
    <Page title={title}>
      <p>This page is being built.</p>
    </Page>
  );
}

import { Page } from '../../ui/page';

/** Stub: replaced by the real page in this issue. */
export default function StubPage() {
  return <Page title="Local stores" />;
}

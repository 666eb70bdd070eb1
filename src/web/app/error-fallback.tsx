import { MSG } from '../../shared/messages';
import errorImage from './error-image.svg';

/** Shown when rendering fails anywhere below the layout (docs/product.md §2). */
export function ErrorFallback() {
  return (
    <section className="page error-fallback" aria-labelledby="error-title">
      <h1 id="error-title">{MSG.renderFailure}</h1>
      <img src={errorImage} alt="A sad face beside a broken seam" width={250} height={250} />
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </section>
  );
}

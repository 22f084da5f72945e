import { Link } from '../router.tsx';

export function NotFound() {
  return (
    <section aria-labelledby="nf-title">
      <h1 id="nf-title">Not found</h1>
      <p>There is nothing here for your agency. The link may be mistyped, or belong to another agency.</p>
      <p>
        <Link href="/app/quotes">Back to requests</Link>
      </p>
    </section>
  );
}

import type { ReactNode } from 'react';

/**
 * The console's one "not found": what the address named does not exist (a mistyped or old
 * link, a record deleted since, or the server answered 404), and the way back to its list.
 */
export default function NotFound({
  name,
  back,
  className,
}: {
  /** What was looked for, in words: "Order" heads "Order not found". */
  name: string;
  /** The way back: a link to the list, or the pane's own button. */
  back: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card${className ? ` ${className}` : ''}`} role="alert">
      <h2>{name} not found</h2>
      <p>No {name.toLowerCase()} has this address.</p>
      {back}
    </section>
  );
}

/** The usual way back from NotFound: the list the record belongs to. */
export function BackToList({ href, label }: { href: string; label: string }) {
  return (
    <a className="btn btn-primary" href={href}>
      {label}
    </a>
  );
}

// What a list or page shows when it has nothing to show: what is missing, why, and the one
// link that leads on (the buyer hub's empty tables, a missing order or product).

interface Props {
  title: string;
  /** Why there is nothing, and what to do about it. */
  text: string;
  /** Where the button leads, and what it says. */
  href: string;
  action: string;
  /** The heading's level where the state stands: a page's own (h1) or a section's. */
  heading?: 'h1' | 'h2' | 'h3';
  /** A whole page's state is its own section; a table's is a plain box. */
  as?: 'div' | 'section';
  className?: string;
}

export default function EmptyState({
  title,
  text,
  href,
  action,
  heading: Heading = 'h3',
  as: Box = 'div',
  className = 'empty-state',
}: Props) {
  return (
    <Box className={className}>
      <Heading>{title}</Heading>
      <p>{text}</p>
      <a className="btn btn-primary" href={href}>
        {action}
      </a>
    </Box>
  );
}

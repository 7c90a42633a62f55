import { Link } from 'react-router';

/** The items of a list of internal links drawn alike (menus, footer, sitemap); the caller owns the list. */
export function LinkItems({
  links,
  className,
  itemClassName,
}: {
  links: readonly { label: string; to: string }[];
  /** Classes of each link. */
  className: string;
  itemClassName?: string;
}) {
  return links.map((link) => (
    <li key={link.to} className={itemClassName}>
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}

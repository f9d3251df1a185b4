import { Link } from "@/lib/router";

/** The items of a list of plain links (a footer column, the account's pages), each styled alike. */
export function LinkItems({
  links,
  className,
  onClick,
}: {
  links: readonly { to: string; label: string }[];
  className: string;
  /** Run when a link is followed (a sheet closes). */
  onClick?: () => void;
}) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} onClick={onClick} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}

import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { islands, splitAtIslands } from "./islands";

/**
 * A body rendered to HTML at build time, with its islands rendered as components. Clicks on links to
 * other pages of the site navigate on the client, like every other internal link.
 */
export function MdxBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (
      !href?.startsWith("/") ||
      link?.target ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // The handler only upgrades real links, which keep working from the keyboard and without JavaScript.
    <div className="mdx-body" onClick={onClick}>
      {splitAtIslands(html).map((part, index) => {
        if ("island" in part) {
          const Island = islands[part.island];
          return <Island key={index} {...part.props} />;
        }
        return <div key={index} className="contents" dangerouslySetInnerHTML={{ __html: part.html }} />;
      })}
    </div>
  );
}

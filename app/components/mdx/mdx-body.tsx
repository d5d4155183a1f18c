import { useState, type MouseEvent, type SyntheticEvent } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";
import { islands, splitAtIslands } from "./islands";

/** Where a link inside a body leads, when it leads to a page of this site in the same tab. */
function internalHref(event: SyntheticEvent): string | undefined {
  const link = (event.target as Element).closest("a");
  const href = link?.getAttribute("href");
  return href?.startsWith("/") && !link?.target ? href : undefined;
}

/**
 * A body rendered to HTML at build time, with its islands rendered as components. Its links to other pages of the
 * site behave like every other internal link: they prefetch on intent and navigate on the client.
 */
export function MdxBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | undefined>();
  const onIntent = (event: SyntheticEvent) => {
    const href = internalHref(event);
    if (href) setIntent(href.split("#")[0]);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const href = internalHref(event);
    if (!href || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // The handler only upgrades real links, which keep working from the keyboard and without JavaScript.
    <div className="mdx-body" onClick={onClick} onMouseOver={onIntent} onFocus={onIntent} onTouchStart={onIntent}>
      {intent && <PrefetchPageLinks page={intent} />}
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

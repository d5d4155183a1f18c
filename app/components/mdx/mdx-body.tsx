import { islands, splitAtIslands } from "./islands";

/**
 * A body rendered to HTML at build time, with its islands rendered as components. Its links to other pages of the
 * site are plain anchors, like every other internal link, so `InternalLinks` gives them prefetch on intent and
 * client navigation.
 */
export function MdxBody({ html }: { html: string }) {
  return (
    <div className="mdx-body">
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

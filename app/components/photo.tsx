import { useState } from "react";
import type { Image } from "../../content/schema/primitives";
import { photoSrcSet, photoUrl } from "../lib/images";

/** Below this rendered width a failed photo shows an empty box rather than cramped alt text. */
const MIN_CAPTION_WIDTH = 200;

interface PhotoProps {
  image: Image;
  /** Intrinsic size of the largest rendering; the box keeps this aspect ratio whether the photo loads or not. */
  width: number;
  height: number;
  /**
   * The `sizes` attribute: how wide the photo is drawn at each breakpoint. Needed only where the host's widths
   * apply (a photo at least 160 px wide); a smaller one is a single file at twice its width, sharp on a phone's
   * high-density screen, and an image without `srcset` takes no `sizes`.
   */
  sizes?: string;
  /** Above-the-fold photos load first; all others load lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A stock photo in a box of fixed aspect ratio. When the photo cannot load (host blocked, offline), the box
 * stays in place showing the alt text, never a broken-image icon.
 */
export function Photo({ image, width, height, sizes, priority = false, className = "" }: PhotoProps) {
  const [failed, setFailed] = useState(false);
  const aspect = width / height;
  const byWidth = photoSrcSet(image.url, aspect, width * 2);
  return (
    <div
      className={`relative overflow-hidden bg-placeholder ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {failed ? (
        // Thumbnails are too small to print the alt text legibly; screen readers still get it.
        <div
          role="img"
          aria-label={image.alt}
          className="absolute inset-0 flex items-center justify-center overflow-hidden p-3 text-center text-sm text-ink-muted"
        >
          {width >= MIN_CAPTION_WIDTH && <span aria-hidden="true">{image.alt}</span>}
        </div>
      ) : (
        <img
          // An image that failed before hydration fires no error event React can see, so check on mount too.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
          }}
          src={photoUrl(image.url, byWidth ? width : width * 2, aspect)}
          srcSet={byWidth || undefined}
          sizes={byWidth ? sizes : undefined}
          alt={image.alt}
          width={width}
          height={height}
          loading={priority ? "eager" : "lazy"}
          decoding={priority ? "sync" : "async"}
          fetchPriority={priority ? "high" : "auto"}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}

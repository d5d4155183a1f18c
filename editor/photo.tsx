/**
 * A photo's address on the stock-photo host, with the photo it names under it, at the size a card asks the host
 * for, so a writer sees at once whether the address is the photo they meant, or none at all.
 */
import type { CmsWidgetControlProps } from "decap-cms-core";
import { useState } from "react";
import { photoUrl } from "../app/lib/images";
import { words } from "./words";

const PREVIEW_WIDTH = 320;
const ASPECT = 3 / 2;

export function Photo({ value, onChange, forID, classNameWrapper }: CmsWidgetControlProps) {
  const address = typeof value === "string" ? value.trim() : "";
  // What became of the photo last asked for, by its address: a new address is loading until it answers.
  const [answer, setAnswer] = useState<{ address: string; shown: boolean }>();
  const state = !address.startsWith("https://")
    ? "none"
    : answer?.address !== address
      ? "loading"
      : answer.shown
        ? "shown"
        : "failed";
  return (
    <div>
      <input
        id={forID}
        className={classNameWrapper}
        value={typeof value === "string" ? value : ""}
        onChange={(event) => onChange(event.target.value)}
      />
      <div style={{ marginTop: "0.5rem", display: "flex", gap: "1rem", alignItems: "flex-start" }}>
        {state !== "none" && (
          <img
            key={address}
            src={photoUrl(address, PREVIEW_WIDTH, ASPECT)}
            alt=""
            data-photo-preview
            width={PREVIEW_WIDTH / 2}
            height={Math.round(PREVIEW_WIDTH / 2 / ASPECT)}
            onLoad={() => setAnswer({ address, shown: true })}
            onError={() => setAnswer({ address, shown: false })}
            style={{ objectFit: "cover", borderRadius: 4, display: state === "failed" ? "none" : "block" }}
          />
        )}
        {state !== "shown" && (
          <p role="status" style={{ margin: 0, fontSize: 13 }}>
            {words.photo[state]}
          </p>
        )}
      </div>
    </div>
  );
}

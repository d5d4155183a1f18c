import site from "../../../content/site";

/** Beside a rating that leaves rating order (only where the spec fixes a list's ratings): why the pick ranks here. */
export function OutOfOrder({ text }: { text: string }) {
  return (
    <p className="text-sm text-ink-muted">
      <strong className="font-semibold text-ink">{site.list.outOfOrder}</strong> {text}
    </p>
  );
}

import type { ReactNode } from "react";

/** A line that opens with its label in bold: 'Best for: …', 'Drawback: …', 'Job: …', 'Runner-up for this job: …'. */
export function LabelledLine({
  label,
  children,
  small = false,
}: {
  label: string;
  children: ReactNode;
  small?: boolean;
}) {
  return (
    <p className={small ? "text-sm text-ink-muted" : "text-ink-muted"}>
      <strong className="font-semibold text-ink">{`${label} `}</strong>
      {children}
    </p>
  );
}

/**
 * Before Decap writes a file, the site checks the whole content with the change in it (/api/check). A throw from a
 * preSave listener stops the save before anything is written, and Decap shows its message as an error toast
 * (decap-cms-core: backend.ts persistEntry calls invokePreSaveEvent first; actions/entries.ts shows the failure).
 */
import { problemLine, type Problem } from "../app/content/problem";
import { ADDRESS_FIELD, addressProblem } from "./address";
import type { Entry, EntryFiles } from "./entry-files";
import { writingOver } from "./formats";
import { showMessages } from "./site-messages";

/**
 * `isNew`: the save would create the file, which must not exist yet. As JSON, which the edit server requires of a
 * request with a body (scripts/edit-origin.js).
 */
export async function ask<T>(api: string, file: string, text: string, isNew = false): Promise<T> {
  const response = await fetch(api, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ file, text, isNew }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${api}: ${answer.error ?? response.statusText}`);
  return answer as T;
}

/** `readOnly`: the collection whose file only a program writes (the recheck report), which no save may change. */
function refuseReadOnly(entry: Entry, readOnly: string) {
  if (entry.get("collection") === readOnly)
    throw new Error("not saved: the recheck report is written by npm run recheck; edit the figures it names instead.");
}

/** A new entry's address must be one a page can have; the message shows beside its field too. */
function refuseBadAddress(files: EntryFiles, entry: Entry) {
  if (!files.isNew(entry)) return;
  const problem = addressProblem(files.address(entry));
  if (!problem) return;
  showMessages([{ path: [ADDRESS_FIELD], message: problem }], (path) => files.fieldWords(entry, path));
  throw new Error(`not saved: its address ${problem}.`);
}

/** The team's editor, whose check is CI's: refuse the report, and write each change into the file as it was. */
export function keepTheFile(files: EntryFiles, readOnly: string) {
  return ({ entry }: { entry: Entry }) => {
    refuseReadOnly(entry, readOnly);
    refuseBadAddress(files, entry);
    writingOver(files.original(entry), files.formFields(entry));
  };
}

export function checkBeforeSave(files: EntryFiles, readOnly: string) {
  return async ({ entry }: { entry: Entry }) => {
    refuseReadOnly(entry, readOnly);
    refuseBadAddress(files, entry);
    const file = files.file(entry);
    const { problems } = await ask<{ problems: Problem[] }>("/api/check", file, files.text(entry), files.isNew(entry));
    // Each problem of this file at a field shows at that field, however deep; the rest only in the toast and preview.
    const placed = new Set(
      showMessages(
        problems.filter((problem) => problem.file === file),
        (path) => files.fieldWords(entry, path),
      ),
    );
    if (problems.length > 0) {
      const elsewhere = problems.filter((problem) => !placed.has(problem));
      const shown = problems.length - elsewhere.length;
      // The preview lists every problem; the toast only says where to look, and names those no field can show.
      throw new Error(
        [
          `not saved: the site would not build with this change (${problems.length} problem${problems.length === 1 ? "" : "s"}, listed in the preview${shown > 0 ? `; ${shown} beside ${shown === 1 ? "its field" : "their fields"}` : ""}).`,
          ...elsewhere.slice(0, 1).map(problemLine),
          ...(elsewhere.length > 1 ? [`and ${elsewhere.length - 1} more.`] : []),
        ].join(" "),
      );
    }
    writingOver(files.original(entry), files.formFields(entry));
  };
}

/** The collection that shows the weekly recheck's report: read in the editor, written only by `npm run recheck`. */
export const REVIEW_COLLECTION = "needs-review";

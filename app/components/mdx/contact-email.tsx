import { CONTACT_EMAIL } from "../../lib/site";

/** The site's contact address from configuration (CONTACT_EMAIL), as a mail link: `<ContactEmail />`. */
export function ContactEmail() {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
}

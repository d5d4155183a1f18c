/**
 * Contact addresses come from configuration (CONTACT_EMAIL), never typed into content: a typed address goes stale
 * when the site moves to its real domain, and on a made-up domain every email bounces.
 */

const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bexample\.(?:com|org|net)\b/;

/**
 * One problem per passage that types an email address.
 * @param {Array<{ where: string, text: string }>} passages
 * @returns {string[]}
 */
export function typedAddressProblems(passages) {
  return passages.flatMap(({ where, text }) => {
    const address = ADDRESS.exec(text)?.[0];
    return address
      ? [
          `${where}: "${address}" is typed in; write <ContactEmail /> for the CONTACT_EMAIL address, or leave the site's own address out`,
        ]
      : [];
  });
}

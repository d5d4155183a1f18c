/**
 * Contact addresses come from configuration (CONTACT_EMAIL), never typed into content: a typed address goes stale
 * when the site moves to its real domain, and on a made-up domain every email bounces.
 */

const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bexample\.(?:com|org|net)\b/;

/**
 * One problem per passage that types an email address.
 * @param {import("./consistency.js").Passage[]} passages
 * @returns {import("./consistency.js").Finding[]}
 */
export function typedAddressProblems(passages) {
  return passages.flatMap(({ where, file, path, line, text }) => {
    const address = ADDRESS.exec(text)?.[0];
    return address
      ? [
          {
            where,
            file,
            path,
            line,
            message: `"${address}" is typed in; write <ContactEmail /> for the CONTACT_EMAIL address, or leave the site's own address out`,
          },
        ]
      : [];
  });
}

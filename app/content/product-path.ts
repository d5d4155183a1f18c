/**
 * Where a product's page is: the record content/products/nordvpn.yaml is /product/nordvpn (decision 043). The
 * product kind's files place their pages by it, and every list's entries link there.
 */
export const productPath = (id: string) => `/product/${id}`;

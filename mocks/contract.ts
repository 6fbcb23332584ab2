/**
 * What a real backend checks before a handler runs, exactly as docs/api-contract.md describes: the
 * encrypted `source` header, the access token, the `index` (place) header and the encrypted `param` body.
 * Handlers are written with `route.get/post` (one line of options each) and plain CRUD tables with `crud`.
 *
 * The decryption here is written against crypto-js and jsencrypt directly, not against src/api, so a
 * round trip between the console's client and this mock proves the two sides agree.
 */
export * from './contract/wire';
export * from './contract/router';
export * from './contract/crud';
export * from './contract/controls';
export * from './contract/declared';

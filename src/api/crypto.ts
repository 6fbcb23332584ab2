import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * AES-128-CBC with PKCS#7 padding; key and IV are the UTF-8 bytes of 16-character strings from the
 * environment. The ciphertext travels as standard Base64. See docs/api-contract.md.
 */
export interface AesKeys {
  key: string;
  iv: string;
}

export function aesEncrypt(plain: string, keys: AesKeys): string {
  return AES.encrypt(plain, Utf8.parse(keys.key), { iv: Utf8.parse(keys.iv) }).toString();
}

export function aesDecrypt(cipher: string, keys: AesKeys): string {
  return AES.decrypt(cipher, Utf8.parse(keys.key), { iv: Utf8.parse(keys.iv) }).toString(Utf8);
}

/** Largest UTF-8 byte count one RSA-1024 PKCS#1 v1.5 block can carry. */
const RSA_BLOCK_BYTES = 117;

/** Split text so that each piece fits one RSA block, never cutting a character in two. */
export function splitForRsa(text: string, maxBytes = RSA_BLOCK_BYTES): string[] {
  const pieces: string[] = [];
  const encoder = new TextEncoder();
  let current = '';
  let bytes = 0;
  for (const ch of text) {
    const n = encoder.encode(ch).length;
    if (bytes + n > maxBytes) {
      pieces.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += n;
  }
  if (current !== '' || pieces.length === 0) pieces.push(current);
  return pieces;
}

/**
 * RSA-encrypt a JSON text block by block with the public key. jsencrypt (19 kB gzip) is imported only
 * here and only when a call flagged `rsa` runs, so it never enters the first load.
 * Blocks are joined with '.', a character Base64 never uses.
 */
export async function rsaEncrypt(plain: string, publicKey: string): Promise<string> {
  const { JSEncrypt } = await import('jsencrypt');
  const enc = new JSEncrypt();
  enc.setPublicKey(publicKey);
  return splitForRsa(plain)
    .map((piece) => {
      const c = enc.encrypt(piece);
      if (c === false) throw new Error('RSA encryption failed');
      return c;
    })
    .join('.');
}

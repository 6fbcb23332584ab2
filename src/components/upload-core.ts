/**
 * The rules the upload widgets share (§5 Image upload, File upload), kept apart from their views so that each
 * rule is tested once: type and size checks that answer a locale key, when to compress, and the upload calls.
 */
import { commonSystem } from '@/api/services/common-system';
// Served from our own origin: the library's default loads its web-worker copy from a public CDN, which may
// be slow or blocked where operators work (and the worker silently falls back to the main thread then).
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';

/** What the server takes as an image (mocks/domains/common-system/routes.ts mirrors it). */
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const ZIP_TYPES: readonly string[] = ['application/zip', 'application/x-zip-compressed'];
export const ZIP_ACCEPT = '.zip,application/zip,application/x-zip-compressed';
/** §5: images of this size or more are compressed when compression is on. */
export const COMPRESS_FROM_BYTES = 50 * 1024;

export const DEFAULT_IMAGE_RULES = { limitKb: 500, compress: true, compressTargetKb: 50 } as const;
export interface ImageRules {
  limitKb: number;
  compress: boolean;
  compressTargetKb: number;
}

/** A locale key of the `widgets` namespace that says why a file was refused. */
export type UploadProblem =
  | 'widgets.typeError'
  | 'widgets.sizeError'
  | 'widgets.zipError'
  | 'widgets.countError';

type FileLike = { name: string; type: string; size: number };

export function checkImageType(file: FileLike): UploadProblem | null {
  return IMAGE_TYPES.includes(file.type) ? null : 'widgets.typeError';
}

export function checkSize(file: FileLike, limitBytes: number): UploadProblem | null {
  return file.size > limitBytes ? 'widgets.sizeError' : null;
}

/**
 * Browsers disagree on a zip's MIME (Windows says application/x-zip-compressed, others application/zip, some
 * send none or application/octet-stream), so a .zip name counts when the MIME says nothing either way.
 */
export function isZip(file: Pick<FileLike, 'name' | 'type'>): boolean {
  if (ZIP_TYPES.includes(file.type)) return true;
  const vague = file.type === '' || file.type === 'application/octet-stream';
  return vague && /\.zip$/i.test(file.name);
}

export function checkZip(file: FileLike, limitMb: number): UploadProblem | null {
  if (!isZip(file)) return 'widgets.zipError';
  return checkSize(file, limitMb * 1024 * 1024);
}

export function shouldCompress(file: FileLike, compress: boolean): boolean {
  return compress && file.size >= COMPRESS_FROM_BYTES;
}

/**
 * Compress to about `targetKb` in a web worker, keeping the type. Loaded on first use: the library is only
 * needed once somebody actually picks a large photo. Never larger than the original.
 */
export async function compressImage(file: File, targetKb: number): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  // typed as File, but some browsers hand back a Blob named after the file
  const out: Blob = await imageCompression(file, {
    maxSizeMB: targetKb / 1024,
    useWebWorker: true,
    fileType: file.type,
    libURL: new URL(compressionLibUrl, location.href).href,
  });
  if (out.size >= file.size) return file;
  return out instanceof File ? out : new File([out], file.name, { type: out.type || file.type });
}

export type Prepared = { ok: true; file: File } | { ok: false; problem: UploadProblem };

/**
 * Check the type, compress when on and ≥ 50 KB, then hold what would be sent to `limitKb`.
 *
 * The limit applies AFTER compression: operators photograph rooms with phones, and a 3–5 MB photo is normal;
 * compression exists to turn it into a ~50 KB upload, so refusing the original for being over 500 KB would
 * make compression pointless. What the limit protects is what travels and is stored, so that is what it
 * measures. With compression off (or when it fails, or cannot get small enough) the original is measured.
 *
 * @example const r = await prepareImage(file, { limitKb: 500, compress: true, compressTargetKb: 50 });
 */
export async function prepareImage(file: File, rules: ImageRules): Promise<Prepared> {
  const badType = checkImageType(file);
  if (badType) return { ok: false, problem: badType };
  let out = file;
  if (shouldCompress(file, rules.compress)) {
    try {
      out = await compressImage(file, rules.compressTargetKb);
    } catch {
      // an image the browser cannot decode: the original may still be small enough to send as it is
      out = file;
    }
  }
  const tooBig = checkSize(out, rules.limitKb * 1024);
  return tooBig ? { ok: false, problem: tooBig } : { ok: true, file: out };
}

/** Upload an image; resolves with its URL. A refusal rejects after the request layer has shown its message. */
export async function uploadImageFile(file: File, picClass: string): Promise<string> {
  return (await commonSystem.uploadImage(file, picClass)).url;
}

/** Upload a zip file; resolves with its URL (same failure contract as uploadImageFile). */
export async function uploadZipFile(file: File): Promise<string> {
  return (await commonSystem.uploadFile(file)).url;
}

/** How many images an HTML fragment holds (the rich-text editor's cap counts them). */
export function countImages(html: string): number {
  return html.match(/<img\b/gi)?.length ?? 0;
}

/** wangEditor's idea of nothing is `<p><br></p>` (one per empty paragraph); a form wants ''. */
export function isEmptyEditorHtml(html: string): boolean {
  return (
    html
      .replace(/<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi, '')
      .replace(/\s+/g, '')
      .trim() === ''
  );
}

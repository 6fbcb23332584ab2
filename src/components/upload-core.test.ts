import { onTestFinished } from 'vitest';
import imageCompression from 'browser-image-compression';
import { setFeedback } from '@/api/feedback';
import { signIn } from '@/test/sign-in';
import {
  checkImageType,
  checkSize,
  checkZip,
  compressImage,
  countImages,
  isEmptyEditorHtml,
  isZip,
  prepareImage,
  shouldCompress,
  uploadImageFile,
  uploadZipFile,
} from './upload-core';

// jsdom has no canvas, so the real compressor cannot run here; its stand-in (src/test/image-compression.ts)
// shows when it is called, with what, and answers what a test makes it answer.
const compressor = vi.mocked(imageCompression);

const KB = 1024;
const file = (bytes: number, name = 'a.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
const rules = { limitKb: 500, compress: true, compressTargetKb: 50 };

beforeEach(() => {
  compressor.mockReset();
  compressor.mockImplementation(async (f: File) => file(30 * KB, f.name, f.type));
});

describe('checks', () => {
  it('images: jpg, png, jpeg and webp only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkImageType(file(1, 'x', type))).toBeNull();
    for (const type of ['image/gif', 'image/svg+xml', 'image/heic', 'application/pdf', '']) {
      expect(checkImageType(file(1, 'x', type)), type).toBe('widgets.typeError');
    }
  });

  it('size: over the limit is refused, the limit itself is fine', () => {
    expect(checkSize(file(500 * KB), 500 * KB)).toBeNull();
    expect(checkSize(file(500 * KB + 1), 500 * KB)).toBe('widgets.sizeError');
  });

  it('zip: either zip MIME, or a .zip name when the MIME says nothing', () => {
    expect(isZip({ name: 'a.zip', type: 'application/zip' })).toBe(true);
    expect(isZip({ name: 'a.zip', type: 'application/x-zip-compressed' })).toBe(true);
    expect(isZip({ name: 'noext', type: 'application/zip' })).toBe(true);
    expect(isZip({ name: 'A.ZIP', type: '' })).toBe(true);
    expect(isZip({ name: 'a.zip', type: 'application/octet-stream' })).toBe(true);
    expect(isZip({ name: 'a.zip', type: 'image/png' })).toBe(false);
    expect(isZip({ name: 'a.rar', type: '' })).toBe(false);
    expect(isZip({ name: 'a.zip.exe', type: 'application/octet-stream' })).toBe(false);
    expect(checkZip(file(KB, 'a.pdf', 'application/pdf'), 20)).toBe('widgets.zipError');
    expect(checkZip(file(KB * KB + 1, 'a.zip', 'application/zip'), 1)).toBe('widgets.sizeError');
    expect(checkZip(file(KB * KB, 'a.zip', 'application/zip'), 1)).toBeNull();
  });

  it('compression applies from 50 KB, and only when on', () => {
    expect(shouldCompress(file(50 * KB), true)).toBe(true);
    expect(shouldCompress(file(50 * KB - 1), true)).toBe(false);
    expect(shouldCompress(file(5 * KB * KB), false)).toBe(false);
  });
});

describe('compressImage', () => {
  it('asks for the target size in MB, in a worker served by us, keeping the type', async () => {
    const out = await compressImage(file(3 * KB * KB, 'room.webp', 'image/webp'), 40);
    expect(compressor).toHaveBeenCalledWith(expect.objectContaining({ name: 'room.webp' }), {
      maxSizeMB: 40 / 1024,
      useWebWorker: true,
      fileType: 'image/webp',
      libURL: expect.stringMatching(/^http.*browser-image-compression\.js/),
    });
    expect(out).toMatchObject({ name: 'room.webp', type: 'image/webp', size: 30 * KB });
  });

  it('never returns something larger than the original; a Blob answer becomes a File', async () => {
    compressor.mockResolvedValueOnce(file(200 * KB));
    const original = file(100 * KB);
    expect(await compressImage(original, 50)).toBe(original);
    compressor.mockResolvedValueOnce(new Blob([new Uint8Array(KB)], { type: 'image/png' }) as File);
    const out = await compressImage(file(100 * KB, 'b.png'), 50);
    expect(out).toBeInstanceOf(File);
    expect(out).toMatchObject({ name: 'b.png', type: 'image/png', size: KB });
  });
});

describe('prepareImage: type, then compression, then the limit on what would be sent', () => {
  it('a 3 MB phone photo is compressed and passes the 500 KB limit', async () => {
    const r = await prepareImage(file(3 * KB * KB, 'p.jpg', 'image/jpeg'), rules);
    expect(r).toMatchObject({ ok: true, file: { name: 'p.jpg', type: 'image/jpeg', size: 30 * KB } });
  });

  it('the same photo without compression is over the limit', async () => {
    const r = await prepareImage(file(3 * KB * KB), { ...rules, compress: false });
    expect(r).toEqual({ ok: false, problem: 'widgets.sizeError' });
    expect(compressor).not.toHaveBeenCalled();
  });

  it('below 50 KB the original is sent untouched', async () => {
    const small = file(50 * KB - 1);
    expect(await prepareImage(small, rules)).toEqual({ ok: true, file: small });
    expect(compressor).not.toHaveBeenCalled();
  });

  it('a wrong type is refused before any compression', async () => {
    expect(await prepareImage(file(3 * KB * KB, 'a.gif', 'image/gif'), rules)).toEqual({
      ok: false,
      problem: 'widgets.typeError',
    });
    expect(compressor).not.toHaveBeenCalled();
  });

  it('when compression fails, the original is measured', async () => {
    compressor.mockRejectedValue(new Error('cannot decode'));
    const ok = file(400 * KB);
    expect(await prepareImage(ok, rules)).toEqual({ ok: true, file: ok });
    expect(await prepareImage(file(600 * KB), rules)).toEqual({ ok: false, problem: 'widgets.sizeError' });
  });
});

describe('upload calls (through the mock backend)', () => {
  it('an image and a zip come back as URLs', async () => {
    await signIn();
    expect(await uploadImageFile(file(KB), 'room')).toMatch(/^data:image\/png;base64,/);
    expect(await uploadZipFile(file(KB, 'a.zip', 'application/zip'))).toMatch(
      /^data:application\/zip;base64,/,
    );
  });

  it('a refusal rejects with the server message, which the request layer shows once', async () => {
    await signIn();
    const shown: string[] = [];
    onTestFinished(setFeedback({ error: (msg) => shown.push(msg) }));
    await expect(uploadZipFile(file(KB, 'a.png', 'image/png'))).rejects.toThrow('请上传zip格式的文件');
    expect(shown).toEqual(['请上传zip格式的文件']);
  });
});

describe('editor HTML helpers', () => {
  it('counts images', () => {
    expect(countImages('')).toBe(0);
    expect(countImages('<p>text</p>')).toBe(0);
    expect(countImages('<p><img src="a"><IMG src="b"/></p><p><img\nsrc="c"></p>')).toBe(3);
    expect(countImages('<p>imgur &lt;img&gt;</p>')).toBe(0);
  });

  it('knows an empty editor', () => {
    expect(isEmptyEditorHtml('')).toBe(true);
    expect(isEmptyEditorHtml('<p><br></p>')).toBe(true);
    expect(isEmptyEditorHtml('<p><br></p><p><br/></p>\n<p>  &nbsp;</p>')).toBe(true);
    expect(isEmptyEditorHtml('<p>a</p>')).toBe(false);
    expect(isEmptyEditorHtml('<p><img src="a"></p>')).toBe(false);
    expect(isEmptyEditorHtml('<hr/>')).toBe(false);
  });
});

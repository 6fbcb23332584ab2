/**
 * The tests' stand-in for the third-party compressor `browser-image-compression` (vite.config.ts points the
 * package's import here for every test project): jsdom has no canvas, so the real one cannot run. By default it
 * hands the file back, as the real one does with a photo it cannot shrink; a test steers it with
 * `vi.mocked(imageCompression).mockImplementation(…)` and reads its calls. `src/test/setup.ts` puts the default
 * back after every test.
 *
 * An alias rather than `vi.mock` in each file: a file with `vi.mock` needs fresh modules (the `mocking` project
 * of vite.config.ts), and the five that mocked this package paid the console's whole module graph each, about
 * 40 s of a run's CPU.
 */
import { vi } from 'vitest';
import type { Options } from 'browser-image-compression';

/** the file as it came: what the real compressor answers when it cannot make a photo smaller */
const handBack = async (file: File): Promise<File> => file;

const imageCompression = vi.fn<(file: File, options: Options) => Promise<File>>(handBack);

/** After each test (src/test/setup.ts): the calls forgotten, the default answer back. */
export function resetImageCompression(): void {
  imageCompression.mockReset();
  imageCompression.mockImplementation(handBack);
}

export default imageCompression;

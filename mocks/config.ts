/**
 * Key material of the mock backend. The same module runs in three places, each with a different way to
 * see the environment:
 * - browser (Vite dev / demo bundle) and vitest: Vite has already put the `.env` values on `import.meta.env`;
 * - the stand-alone server under `tsx`: there is no Vite, so `.env` next to the repo root is parsed here.
 * `MOCK_AES_KEY` / `MOCK_AES_IV` in the process environment win everywhere a process exists, so a server
 * can be pointed at a backend build with different keys without touching `.env`.
 */
import { MOCK_RSA_PRIVATE_KEY } from './keys';

export interface MockConfig {
  aesKey: string;
  aesIv: string;
  /** only the test client needs it: the server side decrypts with the private key */
  rsaPublicKey: string;
  rsaPrivateKey: string;
}

type Vars = Record<string, string | undefined>;

/** `KEY=value` lines; `#` comments and blank lines skipped, optional single/double quotes removed. */
export function parseDotEnv(text: string): Vars {
  const out: Vars = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const key = line.slice(0, eq).trim();
    let value = line.slice(eq + 1).trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0])) {
      value = value.slice(1, -1);
    }
    out[key] = value;
  }
  return out;
}

interface NodeLike {
  env: Vars;
  getBuiltinModule?: (id: string) => unknown;
}

function nodeProcess(): NodeLike | undefined {
  const p = (globalThis as { process?: NodeLike }).process;
  return p && typeof p.env === 'object' ? p : undefined;
}

function viteEnv(): Vars | undefined {
  // Under tsx `import.meta.env` does not exist; the cast keeps this file free of vite/client types, which
  // tsconfig.node.json (the server's config) does not load.
  const env = (import.meta as unknown as { env?: Vars }).env;
  return typeof env === 'object' && env !== null ? env : undefined;
}

function readDotEnvFile(): Vars {
  const proc = nodeProcess();
  // getBuiltinModule instead of `import 'node:fs'`: this file is also bundled for the browser, where a
  // static node import would break the build.
  const fs = proc?.getBuiltinModule?.('node:fs') as
    | { readFileSync(path: string, enc: 'utf8'): string; existsSync(path: string): boolean }
    | undefined;
  const url = proc?.getBuiltinModule?.('node:url') as { fileURLToPath(u: string): string } | undefined;
  if (!fs || !url || !import.meta.url.startsWith('file:')) return {};
  // Not `new URL('../.env', import.meta.url)` with a literal: Vite would turn that into an asset and ship
  // the file in the bundle.
  const relative = '../.env';
  const file = url.fileURLToPath(new URL(relative, import.meta.url).href);
  return fs.existsSync(file) ? parseDotEnv(fs.readFileSync(file, 'utf8')) : {};
}

function pick(sources: Vars[], ...keys: string[]): string | undefined {
  for (const src of sources) {
    for (const k of keys) {
      const v = src[k];
      if (typeof v === 'string' && v !== '') return v;
    }
  }
  return undefined;
}

let cached: MockConfig | null = null;

export function getMockConfig(): MockConfig {
  if (cached) return cached;
  const procEnv = nodeProcess()?.env ?? {};
  const vite = viteEnv();
  const primary: Vars[] = [procEnv, vite ?? {}];
  // The file is read only when Vite did not provide the values (the tsx server).
  const needFile = !pick(primary, 'MOCK_AES_KEY', 'VITE_AES_KEY') || !pick(primary, 'VITE_RSA_PUBLIC_KEY');
  const sources = needFile ? [...primary, readDotEnvFile()] : primary;
  const aesKey = pick([procEnv], 'MOCK_AES_KEY') ?? pick(sources, 'VITE_AES_KEY');
  const aesIv = pick([procEnv], 'MOCK_AES_IV') ?? pick(sources, 'VITE_AES_IV');
  const rsaPublicKey = pick(sources, 'VITE_RSA_PUBLIC_KEY') ?? '';
  if (!aesKey || !aesIv) {
    throw new Error(
      'mock backend: VITE_AES_KEY / VITE_AES_IV not found (.env, or MOCK_AES_KEY / MOCK_AES_IV)',
    );
  }
  if (aesKey.length !== 16 || aesIv.length !== 16) {
    throw new Error('mock backend: the AES key and IV must be 16 characters');
  }
  cached = { aesKey, aesIv, rsaPublicKey, rsaPrivateKey: MOCK_RSA_PRIVATE_KEY };
  return cached;
}

/** Forget the cached values (tests that change MOCK_AES_* between cases). */
export function resetMockConfigCache(): void {
  cached = null;
}

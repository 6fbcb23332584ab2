import { afterEach, describe, expect, it } from 'vitest';
import { getMockConfig, parseDotEnv, resetMockConfigCache } from './config';

// app tsconfig has no node types; this test runs in node all the same
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

describe('mock config', () => {
  afterEach(() => {
    delete env.MOCK_AES_KEY;
    delete env.MOCK_AES_IV;
    resetMockConfigCache();
  });

  it('parses .env text', () => {
    expect(parseDotEnv('# c\nA=1\n\nB = "two words"\nC=x=y\nD=\'q\'\nbad line\n')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x=y',
      D: 'q',
    });
  });

  it('uses the client keys from the environment', () => {
    const cfg = getMockConfig();
    expect(cfg.aesKey).toBe(import.meta.env.VITE_AES_KEY);
    expect(cfg.aesIv).toBe(import.meta.env.VITE_AES_IV);
    expect(cfg.rsaPublicKey).toBe(import.meta.env.VITE_RSA_PUBLIC_KEY);
  });

  it('lets MOCK_AES_KEY / MOCK_AES_IV override', () => {
    env.MOCK_AES_KEY = 'ABCDEFGHIJKLMNOP';
    env.MOCK_AES_IV = '1234567890abcdef';
    resetMockConfigCache();
    expect(getMockConfig()).toMatchObject({ aesKey: 'ABCDEFGHIJKLMNOP', aesIv: '1234567890abcdef' });
  });
});

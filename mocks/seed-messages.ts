/** Moved to mocks/domains/message-center/seed.ts; this path stays for the modules that still import it. */
export * from './domains/message-center/seed';

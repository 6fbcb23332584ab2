/**
 * Every mock handler, in matching order: test controls first, the catch-all envelope for unmocked backend
 * paths last. A new domain adds its module here.
 */
import type { HttpHandler } from 'msw';
import { controlHandlers, fallbackHandler } from '../contract';
import { authHandlers } from './auth';
import { merchantHandlers } from './merchant';
import { messageHandlers } from './message';
import { systemHandlers } from './system';

export const handlers: HttpHandler[] = [
  ...controlHandlers,
  ...authHandlers,
  ...merchantHandlers,
  ...messageHandlers,
  ...systemHandlers,
  fallbackHandler,
];

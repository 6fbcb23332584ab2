import type { MockRoute } from '../../contract';

/** Being built (issue 22). */
export const memberHandlers: MockRoute[] = [];

import { defineFeature } from '@/config/feature';

/** /test/index (§2; menu 测试, hotels and internet cafes): the front desk's self-test of its PC and connection. */
export const diagnosticsFeature = defineFeature({
  locale: ['diagnostics'],
  pages: { '/test/index': { page: () => import('./self-test-page') } },
});

import { createElement } from 'react';

// src/test/setup.ts tells React's development build that its owner-stack cap is reached (a tenth of the component
// tests' time). React keeps that counter in its internals: if an upgrade renames it, the switch does nothing and
// this fails, rather than the tests silently growing slower again.
test('elements share React’s "unknown owner" stack in tests: none records an owner stack of its own', () => {
  const stackOf = (el: unknown) => (el as { _debugStack?: unknown })._debugStack;
  expect(stackOf(<span />)).toBe(stackOf(<i />));
  expect(stackOf(createElement('a'))).toBe(stackOf(createElement('b')));
});

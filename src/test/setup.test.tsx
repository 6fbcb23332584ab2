import { createElement } from 'react';
import { render, screen } from '@testing-library/react';

// What src/test/setup.ts changes for speed, checked so that neither can silently stop working or lose a failure's
// text.

// setup.ts tells React's development build that its owner-stack cap is reached (a tenth of the component tests'
// time). React keeps that counter in its internals: if an upgrade renames it, the switch does nothing and this
// fails, rather than the tests silently growing slower again.
test('elements share React’s "unknown owner" stack in tests: none records an owner stack of its own', () => {
  const stackOf = (el: unknown) => (el as { _debugStack?: unknown })._debugStack;
  expect(stackOf(<span />)).toBe(stackOf(<i />));
  expect(stackOf(createElement('a'))).toBe(stackOf(createElement('b')));
});

// setup.ts prints the page's markup into a failed query's message when the message is read, not when the error is
// made: the failure reads as testing-library's own.
test('a failed query still names what it looked for and shows the page’s markup', async () => {
  render(<p>nothing to press here</p>);
  expect(() => screen.getByRole('button')).toThrow(
    /^Unable to find an accessible element with the role "button"[\s\S]*Ignored nodes: comments, script, style[\s\S]*nothing to press here/,
  );
  const error = await screen.findByText('absent', {}, { timeout: 100 }).catch((e: unknown) => e as Error);
  expect(error).toMatchObject({ name: 'TestingLibraryElementError' });
  expect((error as Error).message).toMatch(
    /Unable to find an element with the text: absent[\s\S]*nothing to press here/,
  );
});

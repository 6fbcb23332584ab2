import { screen, waitFor } from '@testing-library/react';

/**
 * Wait for an element saying `text` that is not one of `earlier`, and answer it. For the second toast of the same
 * words (更新成功 twice in a test): `findByText` would find "multiple elements" and wait until the first toast
 * had gone (3 s), where this takes the new one as soon as it shows.
 * @example
 * const earlier = screen.queryAllByText('更新成功');
 * await user.click(buttonIn(dialog, '保存'));
 * await findNew('更新成功', earlier);
 */
export function findNew(text: string, earlier: HTMLElement[]): Promise<HTMLElement> {
  return waitFor(() => {
    const fresh = screen.getAllByText(text).filter((e) => !earlier.includes(e));
    expect(fresh).toHaveLength(1);
    return fresh[0]!;
  });
}

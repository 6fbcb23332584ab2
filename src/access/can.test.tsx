import { act, render, screen } from '@testing-library/react';
import { setAccess } from './access-store';
import { Can } from './can';

describe('<Can>', () => {
  it('shows its children only while the key is granted', () => {
    setAccess(1, [], ['room:building:list']);
    render(
      <>
        <Can k="room:building:list">
          <button>list</button>
        </Can>
        <Can k="room:building:add" fallback={<span>read only</span>}>
          <button>add</button>
        </Can>
      </>,
    );
    expect(screen.getByRole('button', { name: 'list' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'add' })).toBeNull();
    expect(screen.getByText('read only')).toBeInTheDocument();
    act(() => setAccess(1, [], ['room:building:list', 'room:building:add']));
    expect(screen.getByRole('button', { name: 'add' })).toBeInTheDocument();
  });
});

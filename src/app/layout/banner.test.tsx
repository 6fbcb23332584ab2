import { act, fireEvent, render, screen } from '@testing-library/react';
import { Banner, BANNER_MS } from './banner';

const banners = [1, 2, 3].map((id) => ({
  id,
  imgUrl: `/banners/${id}.png`,
  title: `活动${id}`,
  link: id === 2 ? '' : `https://example.com/${id}`,
}));
const showing = () => screen.getAllByRole('img').map((img) => img.getAttribute('alt'));

describe('the top bar banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one banner at a time, the next every 5 s, and starts again after the last', () => {
    render(<Banner banners={banners} label="活动公告" />);
    expect(showing()).toEqual(['活动1']);
    expect(screen.getByRole('link', { name: '活动1' })).toHaveAttribute('href', 'https://example.com/1');
    act(() => vi.advanceTimersByTime(BANNER_MS));
    expect(showing()).toEqual(['活动2']);
    act(() => vi.advanceTimersByTime(2 * BANNER_MS));
    expect(showing()).toEqual(['活动1']);
  });

  it('holds the banner while the pointer or the focus is on it', () => {
    render(<Banner banners={banners} label="活动公告" />);
    const region = screen.getByRole('region', { name: '活动公告' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3 * BANNER_MS));
    expect(showing()).toEqual(['活动1']);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(BANNER_MS));
    expect(showing()).toEqual(['活动2']);
    fireEvent.focus(screen.getAllByRole('img')[0]!);
    act(() => vi.advanceTimersByTime(3 * BANNER_MS));
    expect(showing()).toEqual(['活动2']);
  });

  it('leaves a single banner where it is', () => {
    render(<Banner banners={banners.slice(0, 1)} label="活动公告" />);
    act(() => vi.advanceTimersByTime(3 * BANNER_MS));
    expect(showing()).toEqual(['活动1']);
  });
});

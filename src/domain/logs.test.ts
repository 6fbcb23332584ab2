import { clientOf } from './logs';

describe('clientOf', () => {
  it('names the browser and its version, then the system', () => {
    expect(
      clientOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 / Windows 10');
    expect(
      clientOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge 131 / Windows 10');
    expect(
      clientOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
      ),
    ).toBe('Safari 17 / macOS');
    expect(clientOf('Mozilla/5.0 (Windows NT 6.1; rv:115.0) Gecko/20100101 Firefox/115.0')).toBe(
      'Firefox 115 / Windows 7',
    );
    expect(clientOf('curl/8.5.0')).toBe('curl/8.5.0');
  });
});

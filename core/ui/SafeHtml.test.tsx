// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('renders sanitised HTML in a div by default', () => {
    const { container } = render(
      <SafeHtml html={'<p>Hi <img src=x onerror="window.__xss++"><script>1</script></p>'} />,
    );
    const host = container.firstElementChild;
    expect(host?.tagName).toBe('DIV');
    expect(host?.innerHTML).toBe('<p>Hi <img src="x"></p>');
  });

  it('honours as and className', () => {
    const { container } = render(
      <SafeHtml as="section" className="promo" html={'<a href="https://example.com">go</a>'} />,
    );
    const host = container.firstElementChild;
    expect(host?.tagName).toBe('SECTION');
    expect(host?.className).toBe('wl-server-content promo');
    expect(host?.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("mounts server HTML in the server-content container, none of it in the app's classes", () => {
    const { container } = render(
      <SafeHtml html={'<div class="wl-loading-overlay">Session expired</div>'} />,
    );
    expect(container.firstElementChild?.className).toBe('wl-server-content');
    expect(container.querySelector('.wl-loading-overlay')).toBeNull();
    expect(container.querySelector('.sc-wl-loading-overlay')?.textContent).toBe('Session expired');
  });

  it('re-sanitises when html changes', () => {
    const { container, rerender } = render(<SafeHtml html="<p>one</p>" />);
    rerender(<SafeHtml html={'<p style="color:red" id="x">two</p>'} />);
    expect(container.firstElementChild?.innerHTML).toBe('<p>two</p>');
  });
});

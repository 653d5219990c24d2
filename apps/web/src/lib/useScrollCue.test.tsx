import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollCue } from './useScrollCue';

/** happy-dom lays nothing out: give the scroller the sizes a phone would. */
const sized = (el: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) => {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
};

const Frame = () => {
  const frame = useRef<HTMLDivElement>(null);
  useScrollCue(frame, '.scroller');
  return (
    <div ref={frame} data-testid="frame">
      <div className="scroller" data-testid="scroller" />
    </div>
  );
};

afterEach(cleanup);

describe('useScrollCue', () => {
  it('shades the right edge of a table wider than its frame, then the left once scrolled to the end', () => {
    const { getByTestId } = render(<Frame />);
    const frame = getByTestId('frame');
    const scroller = getByTestId('scroller');
    sized(scroller, { scrollWidth: 900, clientWidth: 390 });

    act(() => scroller.dispatchEvent(new Event('scroll')));
    expect(frame.hasAttribute('data-more-right')).toBe(true);
    expect(frame.hasAttribute('data-more-left')).toBe(false);

    scroller.scrollLeft = 510;
    act(() => scroller.dispatchEvent(new Event('scroll')));
    expect(frame.hasAttribute('data-more-right')).toBe(false);
    expect(frame.hasAttribute('data-more-left')).toBe(true);
    // Scrolling, it is a Tab stop, so the keyboard can scroll it too.
    expect(scroller.getAttribute('tabindex')).toBe('0');
  });

  it('shades nothing when the table fits', () => {
    const { getByTestId } = render(<Frame />);
    const scroller = getByTestId('scroller');
    sized(scroller, { scrollWidth: 600, clientWidth: 600 });
    act(() => scroller.dispatchEvent(new Event('scroll')));
    expect(getByTestId('frame').hasAttribute('data-more-right')).toBe(false);
    expect(getByTestId('frame').hasAttribute('data-more-left')).toBe(false);
    expect(scroller.hasAttribute('tabindex')).toBe(false);
  });
});

import { type RefObject, useEffect } from 'react';

/**
 * Marks a wide table's frame with which sides have more columns to scroll to
 * (`data-more-left`, `data-more-right`), so styles.css can shade that edge: on a phone a cut-off
 * column otherwise looks like the end of the table (issue #12 item 7). antd draws its own edge
 * shadow only beside fixed columns. Follows scrolling, resizing, and rows arriving later. While it
 * scrolls, the scroller takes the keyboard focus (tabindex 0), so arrow keys scroll it.
 */
export const useScrollCue = (frame: RefObject<HTMLElement | null>, selector = '.ant-table-content') => {
  useEffect(() => {
    const host = frame.current;
    if (!host) return;
    let scroller: HTMLElement | null = null;
    const update = () => {
      const el = scroller;
      const more = el ? el.scrollWidth - el.clientWidth : 0;
      host.toggleAttribute('data-more-left', !!el && more > 1 && el.scrollLeft > 1);
      host.toggleAttribute('data-more-right', !!el && more > 1 && el.scrollLeft < more - 1);
      // A region that scrolls must be reachable from the keyboard, to scroll it with the arrow keys
      // (WCAG 2.1.1, axe scrollable-region-focusable: a phone's list whose rows hold no link).
      // Only while it scrolls: a table that fits is not one more Tab stop.
      if (el && more > 1) el.setAttribute('tabindex', '0');
      else el?.removeAttribute('tabindex');
    };
    const resize = new ResizeObserver(update);
    const attach = () => {
      const next = host.querySelector<HTMLElement>(selector);
      if (next === scroller) return update();
      scroller?.removeEventListener('scroll', update);
      if (scroller) resize.unobserve(scroller);
      scroller = next;
      scroller?.addEventListener('scroll', update, { passive: true });
      if (scroller) resize.observe(scroller);
      update();
    };
    // antd renders the scroller once the table has mounted, and its width changes with the rows.
    const mutations = new MutationObserver(attach);
    mutations.observe(host, { childList: true, subtree: true });
    resize.observe(host);
    attach();
    return () => {
      mutations.disconnect();
      resize.disconnect();
      scroller?.removeEventListener('scroll', update);
    };
  }, [frame, selector]);
};

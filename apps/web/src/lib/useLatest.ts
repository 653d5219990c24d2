import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A ref holding the value of the last committed render, for callbacks that outlive a render (a
 * timer, a stream's listener). Written in a layout effect, never during render: while a router
 * transition is pending React renders the previous address again at urgent priority, and a ref
 * written in that render handed a live-list recount the old filters (a list request without the
 * status just clicked went out, filter-requests.spec.ts).
 */
export const useLatest = <T>(value: T): RefObject<T> => {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
};

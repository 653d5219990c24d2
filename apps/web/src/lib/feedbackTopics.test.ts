import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedbackGeneration, resolveFeedback, trackFeedback } from './feedbackTopics';

afterEach(() => resolveFeedback('login', 'otp', 'session'));

describe('feedback topics (issue 28 item 6)', () => {
  it('closes every message of a resolved topic, and only that topic', () => {
    const closeLogin = vi.fn();
    const closeOtp = vi.fn();
    trackFeedback('login', closeLogin);
    trackFeedback('otp', closeOtp);

    resolveFeedback('login');

    expect(closeLogin).toHaveBeenCalledOnce();
    expect(closeOtp).not.toHaveBeenCalled();
  });

  it('closes a message once: a second resolve finds nothing left', () => {
    const close = vi.fn();
    trackFeedback('session', close);
    resolveFeedback('session');
    resolveFeedback('session');
    expect(close).toHaveBeenCalledOnce();
  });

  it('moves the generation on, so a message still loading is dropped', () => {
    const before = feedbackGeneration('otp');
    resolveFeedback('otp');
    expect(feedbackGeneration('otp')).toBe(before + 1);
  });
});

// Issue 28 item 6: a message disappears when what it reported is resolved. An error or warning
// raised about something (a login attempt, the day's OTP, an ended session) is shown under that
// topic, and the success that settles it closes it wherever it was shown (antd's static holder on
// /login, the App context elsewhere). No antd here: /login loads this before antd.

/** What a message is about; a success of the same topic closes it. */
export type FeedbackTopic = 'login' | 'session' | 'otp';

/** antd's key of a message: one per text and topic, so a repeated failure does not stack. */
export const feedbackKey = (text: string, topic?: FeedbackTopic) => (topic ? `${topic}:${text}` : text);

const closers = new Map<FeedbackTopic, Set<() => void>>();
// Bumped on each resolve: a message still loading its code when its topic is resolved never shows.
const generations = new Map<FeedbackTopic, number>();

/** The topic's current generation, read before showing a message that loads asynchronously. */
export const feedbackGeneration = (topic: FeedbackTopic): number => generations.get(topic) ?? 0;

/** Keeps the way to close a shown message until its topic is resolved. */
export const trackFeedback = (topic: FeedbackTopic, close: () => void) => {
  const set = closers.get(topic) ?? new Set();
  set.add(close);
  closers.set(topic, set);
};

/** What the message reported is settled: close every message of the topic, now and in flight. */
export const resolveFeedback = (...topics: FeedbackTopic[]) => {
  for (const topic of topics) {
    generations.set(topic, feedbackGeneration(topic) + 1);
    const set = closers.get(topic);
    closers.delete(topic);
    for (const close of set ?? []) close();
  }
};

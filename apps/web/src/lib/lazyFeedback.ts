// antd feedback for screens that load before antd (/login, within its 200 KB budget): the
// code arrives with the first message. Network failures to load it are only logged.

import { type FeedbackTopic, feedbackGeneration, feedbackKey, trackFeedback } from './feedbackTopics';

const load = () => import('./staticFeedback');

/**
 * Shows a message once antd's code has loaded, unless its topic was resolved meanwhile (a login
 * that succeeded while the failure's message was still loading); tracked to close on resolve.
 */
const showLater = (
  topic: FeedbackTopic | undefined,
  show: (feedback: Awaited<ReturnType<typeof load>>) => () => void,
) => {
  const generation = topic ? feedbackGeneration(topic) : 0;
  return load()
    .then((feedback) => {
      if (topic && feedbackGeneration(topic) !== generation) return;
      const close = show(feedback);
      if (topic) trackFeedback(topic, close);
    })
    .catch((error: unknown) => console.error(error));
};

/** The 3-second error notification titled Error (PRODUCT §8), closed when its topic is resolved. */
export const notifyErrorLater = (description: string, topic?: FeedbackTopic) =>
  showLater(topic, (feedback) => feedback.showError(description, feedbackKey(description, topic)));

/** An antd message.warning, e.g. 'You need to login' (PRODUCT §2.1), closed when its topic is resolved. */
export const warnLater = (content: string, topic?: FeedbackTopic) =>
  showLater(topic, (feedback) => feedback.showWarning(content, feedbackKey(content, topic)));

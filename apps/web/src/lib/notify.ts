import { ERROR_NOTIFICATION_SECONDS } from '@paygate/contracts';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { type FeedbackTopic, feedbackKey, trackFeedback } from './feedbackTopics';

/**
 * Error notifications last 3 s and are titled Error (PRODUCT §8, §9). The same failure twice shows once;
 * with a topic, the topic's success closes it (issue 28 item 6).
 */
export const notifyError = (api: NotificationInstance, description: string, topic?: FeedbackTopic) => {
  const key = feedbackKey(description, topic);
  api.error({ key, title: 'Error', description, duration: ERROR_NOTIFICATION_SECONDS });
  if (topic) trackFeedback(topic, () => api.destroy(key));
};

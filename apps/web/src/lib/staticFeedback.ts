import { ERROR_NOTIFICATION_SECONDS } from '@paygate/contracts';
import { message, notification } from 'antd';

// antd's global message and notification, for the moments no antd App context is mounted
// (the /login screen). Loaded on demand by lazyFeedback.ts, never with the first screen.
// Each returns how to close what it showed (feedbackTopics.ts).

export const showError = (description: string, key: string = description) => {
  notification.error({ key, title: 'Error', description, duration: ERROR_NOTIFICATION_SECONDS });
  return () => notification.destroy(key);
};

// The key keeps one message when the same warning is raised twice (React's development double effects).
export const showWarning = (content: string, key: string = content) => {
  void message.warning({ key, content });
  return () => message.destroy(key);
};

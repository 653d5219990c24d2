import { ERROR_NOTIFICATION_SECONDS } from '@paygate/contracts';
import { message, notification } from 'antd';

// antd's global message and notification, for the moments no antd App context is mounted
// (the /login screen). Loaded on demand by lazyFeedback.ts, never with the first screen.

export const showError = (description: string) =>
  notification.error({ key: description, title: 'Error', description, duration: ERROR_NOTIFICATION_SECONDS });

// The key keeps one message when the same warning is raised twice (React's development double effects).
export const showWarning = (content: string) => message.warning({ key: content, content });

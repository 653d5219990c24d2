import { ERROR_NOTIFICATION_SECONDS } from '@paygate/contracts';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** Error notifications last 3 s and are titled Error (spec §8, §9). */
export const notifyError = (api: NotificationInstance, description: string) =>
  api.error({ title: 'Error', description, duration: ERROR_NOTIFICATION_SECONDS });

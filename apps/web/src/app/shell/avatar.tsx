import AntAvatar from 'antd/es/avatar/Avatar';
import type { ComponentProps } from 'react';

// antd's Avatar without Avatar.Group: the `Avatar` of 'antd' carries the group and, with it, Popover
// (~2 KB gzip). The top bar shows an avatar on every screen, the apps and users lists one per row.

/**
 * Every avatar and app logo here sits beside the name it stands for: the image is decorative
 * (alt=""), or screen readers announce a nameless image (axe image-alt, 20 per transaction page).
 * A caller where the image is the only label passes its own alt.
 */
export const Avatar = (props: ComponentProps<typeof AntAvatar>) => <AntAvatar alt="" {...props} />;

// antd's Avatar without Avatar.Group: the `Avatar` of 'antd' carries the group and, with it, Popover
// (~2 KB gzip). The top bar shows an avatar on every screen, the apps and users lists one per row.
export { default as Avatar } from 'antd/es/avatar/Avatar';

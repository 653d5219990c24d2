/** The product mark: a ring and a dot on a blue tile (also the favicon). */
export const BrandMark = ({ size = 32 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
    <rect width="64" height="64" rx="14" fill="#1677ff" />
    <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="6" />
    <circle cx="32" cy="32" r="6" fill="#fff" />
  </svg>
);

import { theme } from 'antd';
import { type ReactNode, type RefObject, useLayoutEffect, useState } from 'react';
import { formatAmount } from '../../lib/amount';
import { useStoredDarkMode } from '../../lib/darkModeStore';
import { FONT_SIZE } from './geometry';

// What every chart kind shares: its colours from the theme, its drawing size, the legend and the
// tooltip.

export type Ink = {
  /** Axis and legend labels. */
  label: string;
  /** Text on the chart's background (donut labels). */
  text: string;
  axis: string;
  split: string;
  background: string;
  muted: string;
  font: string;
};

/** The charts' colours: ECharts' axis and grid greys (light and dark themes), the portal's text. */
export const useInk = (): Ink => {
  const dark = useStoredDarkMode();
  const { token } = theme.useToken();
  return {
    label: token.colorTextSecondary,
    text: token.colorText,
    axis: dark ? '#B9B8CE' : '#6E7079',
    split: dark ? '#484753' : '#E0E6F1',
    background: token.colorBgContainer,
    muted: token.colorTextQuaternary,
    font: token.fontFamily,
  };
};

/** The element's content size, followed as it changes (0 × 0 until laid out). */
export const useSize = (ref: RefObject<HTMLElement | null>) => {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
};

export type LegendItem = { name: string; color: string; shape: 'bar' | 'line' };

/** The series (or slices) by name; a click hides or shows one, as ECharts' legend did. */
export const Legend = ({
  items,
  hidden,
  onToggle,
  vertical = false,
}: {
  items: LegendItem[];
  hidden: ReadonlySet<string>;
  onToggle: (name: string) => void;
  vertical?: boolean;
}) => {
  const ink = useInk();
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: vertical ? 4 : '4px 10px',
        flex: 'none',
      }}
    >
      {items.map((item) => {
        const off = hidden.has(item.name);
        const color = off ? ink.muted : item.color;
        return (
          <button
            key={item.name}
            type="button"
            aria-pressed={!off}
            onClick={() => onToggle(item.name)}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 5,
              padding: 0,
              border: 0,
              background: 'none',
              cursor: 'pointer',
              font: `${FONT_SIZE}px ${ink.font}`,
              lineHeight: '18px',
              color: off ? ink.muted : ink.label,
            }}
          >
            <svg width={25} height={14} aria-hidden="true">
              {item.shape === 'line' ? (
                <>
                  <line x1={0} x2={25} y1={7} y2={7} stroke={color} strokeWidth={2} />
                  <circle cx={12.5} cy={7} r={4} fill={ink.background} stroke={color} strokeWidth={2} />
                </>
              ) : (
                <rect width={25} height={14} rx={4} fill={color} />
              )}
            </svg>
            {item.name}
          </button>
        );
      })}
    </div>
  );
};

export type Tip = { x: number; y: number; content: ReactNode };

/** The hover box, beside the pointer and kept inside the chart. */
export const Tooltip = ({ tip, width }: { tip: Tip; width: number }) => {
  const { token } = theme.useToken();
  const flip = tip.x > width / 2;
  return (
    <div
      role="tooltip"
      style={{
        position: 'absolute',
        top: Math.max(0, tip.y - 10),
        ...(flip ? { right: width - tip.x + 16 } : { left: tip.x + 16 }),
        zIndex: 1,
        pointerEvents: 'none',
        padding: '8px 10px',
        borderRadius: 4,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        color: token.colorText,
        fontSize: 13,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      {tip.content}
    </div>
  );
};

/** One line of a tooltip: the series' colour dot, its name, its value. */
export const TipRow = ({ color, name, value }: { color: string; name: string; value: string }) => (
  <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
    <span style={{ width: 10, height: 10, borderRadius: 5, background: color, flex: 'none' }} />
    <span>{name}</span>
    <strong style={{ marginLeft: 'auto', paddingLeft: 16 }}>{value}</strong>
  </div>
);

/** The names hidden through the legend. */
export const useHidden = () => {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggle = (name: string) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return [hidden, toggle] as const;
};

/** Tooltip values: the portal's one number format (lib/amount). */
export const numberFormat = (value: number) => formatAmount(String(Math.round(value * 1000) / 1000));

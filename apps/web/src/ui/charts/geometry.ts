// The charts' arithmetic, apart from drawing: scales, bar widths, which axis labels fit, the
// donut's label places, the heat map's colours. Pure, unit-tested.

export const FONT_SIZE = 12;

let context: CanvasRenderingContext2D | null | undefined;
/** The width of a text at the charts' font (an estimate where no canvas can measure it). */
export const textWidth = (text: string, fontFamily = 'sans-serif'): number => {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  if (!context) return text.length * FONT_SIZE * 0.6;
  context.font = `${FONT_SIZE}px ${fontFamily}`;
  return context.measureText(text).width;
};

/** ECharts' round step: 1, 2, 3, 5 or 10 times a power of ten, the nearest to `value`. */
export const roundStep = (value: number) => {
  const exponent = Math.floor(Math.log10(value));
  const power = 10 ** exponent;
  const f = value / power;
  const nice = f < 1.5 ? 1 : f < 2.5 ? 2 : f < 4 ? 3 : f < 7 ? 5 : 10;
  return Number((nice * power).toPrecision(12));
};

/**
 * A value axis from 0 as ECharts draws it: about `count` intervals of a round step, up to the first
 * multiple of the step at or above the largest value (150 → 0, 30, … 150; 35M → 0, 10M, … 40M).
 */
export const valueScale = (values: number[], count = 5) => {
  const max = Math.max(0, ...values.filter(Number.isFinite));
  const step = max > 0 ? roundStep(max / count) : 1;
  const top = max > 0 ? Math.ceil(Number((max / step).toPrecision(12))) * step : count;
  const ticks: number[] = [];
  for (let k = 0; k * step <= top + step / 1e9; k++) ticks.push(Number((k * step).toPrecision(12)));
  return { top: Number(top.toPrecision(12)), ticks };
};

/**
 * Bars of `count` series side by side in a band, as ECharts lays them out: the group takes 80 %
 * of the band (20 % category gap), bars are 30 % of a bar apart, none wider than `maxWidth`.
 */
export const barLayout = (band: number, count: number, maxWidth = Number.POSITIVE_INFINITY) => {
  const group = band * 0.8;
  const width = Math.max(1, Math.min(maxWidth, group / (count + 0.3 * (count - 1))));
  const gap = count > 1 ? Math.min(width * 0.3, (group - count * width) / (count - 1)) : 0;
  const used = count * width + (count - 1) * gap;
  /** The left edge of series `i`'s bar, from the band's start. */
  const offset = (i: number) => (band - used) / 2 + i * (width + gap);
  return { width, offset };
};

/** Every n-th category label so that none overlaps the next (n = 1: all of them). */
export const labelStep = (widths: number[], spacing: number, padding = 8) => {
  if (spacing <= 0) return Math.max(1, widths.length);
  const widest = Math.max(0, ...widths);
  return Math.max(1, Math.ceil((widest + padding) / spacing));
};

/**
 * Moves labels apart vertically so that none overlaps the one above it (each keeps its order),
 * within [top, bottom]: the donut's labels on one side.
 */
export const spreadLabels = (wanted: number[], heights: number[], top: number, bottom: number): number[] => {
  const order = wanted.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const placed = order.map((o) => o.y);
  // Down from the top: each at least its predecessor's bottom…
  for (let k = 0; k < order.length; k++) {
    const h = heights[order[k]!.i] ?? 0;
    const min = k === 0 ? top + h / 2 : placed[k - 1]! + ((heights[order[k - 1]!.i] ?? 0) + h) / 2;
    placed[k] = Math.max(placed[k]!, min);
  }
  // …then up from the bottom when the column ran past it.
  for (let k = order.length - 1; k >= 0; k--) {
    const h = heights[order[k]!.i] ?? 0;
    const max = k === order.length - 1 ? bottom - h / 2 : placed[k + 1]! - ((heights[order[k + 1]!.i] ?? 0) + h) / 2;
    placed[k] = Math.min(placed[k]!, max);
  }
  const out = new Array<number>(wanted.length);
  order.forEach((o, k) => {
    out[o.i] = placed[k]!;
  });
  return out;
};

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hex = (c: number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour at `t` (0..1) along evenly spaced stops. */
export const colorAt = (stops: string[], t: number): string => {
  if (stops.length === 1) return stops[0]!;
  const clamped = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0));
  const at = clamped * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(at));
  const a = rgb(stops[i]!);
  const b = rgb(stops[i + 1]!);
  const f = at - i;
  return hex(a.map((v, k) => v + (b[k]! - v) * f));
};

/** Dark text on a light colour, white on a dark one (relative luminance, WCAG). */
export const textOn = (color: string): string => {
  const [r, g, b] = rgb(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.35 ? '#1f1f1f' : '#ffffff';
};

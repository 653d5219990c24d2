import { arc, pie } from 'd3-shape';
import { useState } from 'react';
import type { Ink, Tip } from './frame';
import { FONT_SIZE, spreadLabels, textWidth } from './geometry';
import { type DonutSpec, PALETTE, type Slice } from './spec';

// A ring from twelve o'clock clockwise, each slice labelled outside with a two-segment leader line
// (as ECharts draws a pie's labels). The labels of a side are moved apart so that none overlaps.

const LINE_HEIGHT = 15;
const LEAD = 15;

export const sliceColor = (spec: DonutSpec, index: number) => {
  const palette = spec.palette ?? PALETTE;
  return palette[index % palette.length]!;
};

export const Donut = ({
  spec,
  width,
  height,
  ink,
  hidden,
  onTip,
  label,
}: {
  spec: DonutSpec;
  width: number;
  height: number;
  ink: Ink;
  hidden: ReadonlySet<string>;
  onTip: (tip: Tip | null) => void;
  label: string;
}) => {
  const [hover, setHover] = useState<number | null>(null);
  const slices = spec.slices.map((slice, index) => ({ slice, index })).filter(({ slice }) => !hidden.has(slice.name));
  const total = slices.reduce((sum, { slice }) => sum + slice.value, 0);
  const radius = Math.min(width, height) / 2;
  const inner = spec.radius[0] * radius;
  const outer = spec.radius[1] * radius;
  const cx = spec.center[0] * width;
  const cy = spec.center[1] * height;
  const arcs = pie<{ slice: Slice; index: number }>()
    .sort(null)
    .value((d) => d.slice.value)
    .padAngle(spec.radiusCorner ? 0.012 : 0)(slices)
    .filter((a) => a.endAngle > a.startAngle);
  const shape = arc<{ startAngle: number; endAngle: number; padAngle: number }>()
    .innerRadius(inner)
    .cornerRadius(spec.radiusCorner ?? 0);

  // Where each label wants to be (beside its slice's middle), then spread per side.
  const placed = arcs.map((a) => {
    const angle = (a.startAngle + a.endAngle) / 2;
    const sin = Math.sin(angle);
    const cos = -Math.cos(angle);
    const lines = spec.label(a.data.slice, total ? a.data.slice.value / total : 0).split('\n');
    return { a, angle, sin, cos, lines, right: sin >= 0, y: cy + (outer + LEAD) * cos };
  });
  for (const side of [true, false]) {
    const group = placed.filter((p) => p.right === side);
    const ys = spreadLabels(
      group.map((p) => p.y),
      group.map((p) => p.lines.length * LINE_HEIGHT + 2),
      0,
      height,
    );
    group.forEach((p, k) => {
      p.y = ys[k]!;
    });
  }

  const show = (event: React.PointerEvent<SVGPathElement>, k: number) => {
    const svg = event.currentTarget.ownerSVGElement;
    const a = arcs[k];
    if (!svg || !a) return;
    const rect = svg.getBoundingClientRect();
    setHover(k);
    onTip({
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
      content: spec.tooltip(a.data.slice, total ? a.data.slice.value / total : 0),
    });
  };

  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={label}
      style={{ display: 'block', overflow: 'visible', fontFamily: ink.font, fontSize: FONT_SIZE }}
    >
      <g transform={`translate(${cx},${cy})`}>
        {arcs.map((a, k) => (
          <path
            key={a.data.slice.name}
            d={shape.outerRadius(hover === k ? outer + 6 : outer)(a) ?? ''}
            fill={sliceColor(spec, a.data.index)}
            onPointerMove={(event) => show(event, k)}
            onPointerLeave={() => {
              setHover(null);
              onTip(null);
            }}
          />
        ))}
      </g>
      {placed.map((p) => {
        const color = sliceColor(spec, p.a.data.index);
        const x0 = cx + outer * p.sin;
        const y0 = cy + outer * p.cos;
        const x1 = cx + (outer + LEAD) * p.sin;
        const x2 = x1 + (p.right ? LEAD : -LEAD);
        const textX = x2 + (p.right ? 5 : -5);
        const firstY = p.y - ((p.lines.length - 1) * LINE_HEIGHT) / 2;
        const widest = Math.max(...p.lines.map((l) => textWidth(l, ink.font)));
        // A label that would run past the chart's side is moved in (its line shortens).
        const shift = p.right ? Math.min(0, width - (textX + widest)) : Math.max(0, -(textX - widest));
        return (
          <g key={p.a.data.slice.name}>
            <polyline
              points={`${x0},${y0} ${x1},${p.y} ${x2 + shift},${p.y}`}
              fill="none"
              stroke={color}
              strokeWidth={1}
            />
            <text x={textX + shift} y={firstY} textAnchor={p.right ? 'start' : 'end'} fill={ink.text}>
              {p.lines.map((line, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label, in order
                <tspan key={k} x={textX + shift} dy={k === 0 ? '0.35em' : LINE_HEIGHT}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </svg>
  );
};

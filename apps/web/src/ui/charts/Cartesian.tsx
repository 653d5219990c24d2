import { area, curveLinear, curveMonotoneX, line } from 'd3-shape';
import { useState } from 'react';
import { type Ink, numberFormat, type Tip, TipRow } from './frame';
import { barLayout, FONT_SIZE, labelStep, textWidth, valueScale } from './geometry';
import { type CartesianSpec, PALETTE } from './spec';

// Bars and lines over categories, drawn as ECharts drew them: a value axis from 0 with about
// five round ticks and grid lines, the category axis below with as many labels as fit.

/** A bar with rounded top corners (r ≤ half its width and its height). */
const barPath = (x: number, y: number, w: number, h: number, radius: number) => {
  const r = Math.max(0, Math.min(radius, w / 2, h));
  return `M${x},${y + h}V${y + r}Q${x},${y} ${x + r},${y}H${x + w - r}Q${x + w},${y} ${x + w},${y + r}V${y + h}Z`;
};

export const seriesColor = (spec: CartesianSpec, index: number) =>
  spec.series[index]?.color ?? (spec.palette ?? PALETTE)[index % (spec.palette ?? PALETTE).length]!;

export const Cartesian = ({
  spec,
  width,
  height,
  ink,
  hidden,
  onTip,
  label,
}: {
  spec: CartesianSpec;
  width: number;
  height: number;
  ink: Ink;
  hidden: ReadonlySet<string>;
  onTip: (tip: Tip | null) => void;
  label: string;
}) => {
  const [hover, setHover] = useState<number | null>(null);
  const shown = spec.series
    .map((s, i) => ({ s, i, color: seriesColor(spec, i) }))
    .filter(({ s }) => !hidden.has(s.name));
  const n = spec.categories.length;
  const { top: yTop, ticks } = valueScale(shown.flatMap(({ s }) => s.data));
  const yLabels = ticks.map(spec.valueLabel);
  const hasBarLabels = shown.some(({ s }) => s.type === 'bar' && s.label);
  const left = 8 + Math.max(0, ...yLabels.map((t) => textWidth(t, ink.font))) + 8;
  const right = 16;
  const top = hasBarLabels ? 20 : 10;
  const bottom = 8 + FONT_SIZE + 8;
  const plotW = Math.max(1, width - left - right);
  const plotH = Math.max(1, height - top - bottom);
  const edge = Boolean(spec.edgeToEdge) && n > 1;
  const band = edge ? plotW / (n - 1) : plotW / Math.max(1, n);
  const xAt = (i: number) => left + (edge ? i * band : band * (i + 0.5));
  const yAt = (v: number) => top + plotH - (v / yTop) * plotH;
  const baseY = top + plotH;
  const categoryText = spec.categories.map((c) => spec.categoryLabel?.(c) ?? c);
  const step = labelStep(
    categoryText.map((t) => textWidth(t, ink.font)),
    edge ? band : plotW / Math.max(1, n),
  );
  const bars = shown.filter(({ s }) => s.type === 'bar');
  const maxWidth = Math.min(...bars.map(({ s }) => (s.type === 'bar' ? (s.maxWidth ?? Number.POSITIVE_INFINITY) : 0)));
  const layout = barLayout(band, bars.length, maxWidth);
  const format = spec.tooltipValue ?? numberFormat;

  const pick = (clientX: number, rect: DOMRect) => {
    const x = clientX - rect.left - left;
    const i = edge ? Math.round(x / band) : Math.floor(x / band);
    return Math.max(0, Math.min(n - 1, i));
  };
  const onMove = (event: React.PointerEvent<SVGRectElement>) => {
    const svg = event.currentTarget.ownerSVGElement;
    if (!svg || n === 0) return;
    const rect = svg.getBoundingClientRect();
    const i = pick(event.clientX, rect);
    setHover(i);
    onTip({
      x: event.clientX - rect.left,
      y: event.clientY - rect.top,
      content: (
        <>
          <div>{spec.categories[i]}</div>
          {shown.map(({ s, color }) => (
            <TipRow key={s.name} color={color} name={s.name} value={format(s.data[i] ?? 0)} />
          ))}
        </>
      ),
    });
  };
  const onLeave = () => {
    setHover(null);
    onTip(null);
  };

  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={label}
      style={{ display: 'block', overflow: 'visible', fontFamily: ink.font, fontSize: FONT_SIZE }}
    >
      {ticks.map((t, k) => (
        <g key={t}>
          {t === 0 ? null : <line x1={left} x2={left + plotW} y1={yAt(t)} y2={yAt(t)} stroke={ink.split} />}
          <text x={left - 8} y={yAt(t)} dy="0.35em" textAnchor="end" fill={ink.label}>
            {yLabels[k]}
          </text>
        </g>
      ))}
      {hover !== null && spec.pointer === 'shadow' && !edge ? (
        <rect x={left + band * hover} y={top} width={band} height={plotH} fill="rgba(150,150,150,0.1)" />
      ) : null}
      {bars.map(({ s, i, color }, b) =>
        s.type === 'bar'
          ? s.data.map((v, k) => {
              const x = xAt(k) - band / 2 + layout.offset(b);
              const y = yAt(Math.max(0, v));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: bars are positions on the axis
                <g key={`${i}-${k}`}>
                  <path d={barPath(x, y, layout.width, baseY - y, s.radius ?? 0)} fill={s.colors?.[k] ?? color} />
                  {s.label ? (
                    <text x={x + layout.width / 2} y={y - 5} textAnchor="middle" fill={ink.label}>
                      {s.label(v)}
                    </text>
                  ) : null}
                </g>
              );
            })
          : null,
      )}
      {shown.map(({ s, i, color }) => {
        if (s.type !== 'line') return null;
        const curve = s.smooth ? curveMonotoneX : curveLinear;
        const points = s.data.map((v, k) => [xAt(k), yAt(v)] as [number, number]);
        const path = line().curve(curve)(points) ?? '';
        const fill = s.area ? (area().curve(curve).y0(baseY)(points) ?? '') : '';
        const dots = n <= 31;
        return (
          <g key={i}>
            {s.area ? <path d={fill} fill={color} fillOpacity={s.area} /> : null}
            <path d={path} fill="none" stroke={color} strokeWidth={2} />
            {points.map(([x, y], k) =>
              dots || hover === k ? (
                <circle
                  key={spec.categories[k] ?? k}
                  cx={x}
                  cy={y}
                  r={hover === k ? 4 : 2.5}
                  fill={ink.background}
                  stroke={color}
                  strokeWidth={2}
                />
              ) : null,
            )}
          </g>
        );
      })}
      {hover !== null && spec.pointer !== 'shadow' ? (
        <line x1={xAt(hover)} x2={xAt(hover)} y1={top} y2={baseY} stroke={ink.axis} strokeDasharray="4 3" />
      ) : null}
      <line x1={left} x2={left + plotW} y1={baseY} y2={baseY} stroke={ink.axis} />
      {spec.categories.map((c, k) => {
        const tickX = edge ? xAt(k) : left + band * k;
        return (
          <g key={c}>
            <line x1={tickX} x2={tickX} y1={baseY} y2={baseY + 5} stroke={ink.axis} />
            {k % step === 0 ? (
              <text x={xAt(k)} y={baseY + 8} dy="0.8em" textAnchor="middle" fill={ink.label}>
                {categoryText[k]}
              </text>
            ) : null}
          </g>
        );
      })}
      {edge ? null : <line x1={left + plotW} x2={left + plotW} y1={baseY} y2={baseY + 5} stroke={ink.axis} />}
      {/* Over everything, catching the pointer for the tooltip. */}
      <rect
        x={left}
        y={top}
        width={plotW}
        height={plotH}
        fill="transparent"
        onPointerMove={onMove}
        onPointerLeave={onLeave}
      />
    </svg>
  );
};

import { useId, useState } from 'react';
import type { Ink, Tip } from './frame';
import { colorAt, FONT_SIZE, labelStep, textOn, textWidth } from './geometry';
import type { HeatmapSpec } from './spec';

// Columns × rows of cells coloured from the first stop (0) to the last (max), each with its value,
// and the colour scale centred under the grid (ECharts' continuous visualMap, without its handles).

const SCALE_LENGTH = 120;
const SCALE_THICKNESS = 20;

export const Heatmap = ({
  spec,
  width,
  height,
  ink,
  onTip,
  label,
}: {
  spec: HeatmapSpec;
  width: number;
  height: number;
  ink: Ink;
  onTip: (tip: Tip | null) => void;
  label: string;
}) => {
  // An id usable in url(#…): React's ids hold characters a url() reference would need escaped.
  const gradient = `heat-scale${useId().replace(/[^\w-]/g, '')}`;
  const [hover, setHover] = useState<number | null>(null);
  const scaleLabel = spec.scaleLabel ?? String;
  const left = 8 + Math.max(0, ...spec.rows.map((r) => textWidth(r, ink.font))) + 8;
  const right = 16;
  const top = 10;
  const scaleBlock = FONT_SIZE + 6 + SCALE_THICKNESS;
  const bottom = 8 + FONT_SIZE + 16 + scaleBlock;
  const plotW = Math.max(1, width - left - right);
  const plotH = Math.max(1, height - top - bottom);
  const cellW = plotW / Math.max(1, spec.columns.length);
  const cellH = plotH / Math.max(1, spec.rows.length);
  const rowY = (row: number) => top + (spec.firstRowOnTop ? row : spec.rows.length - 1 - row) * cellH;
  const columnText = spec.columns.map((c) => spec.columnLabel?.(c) ?? c);
  const step = labelStep(
    columnText.map((t) => textWidth(t, ink.font)),
    cellW,
    4,
  );
  const baseY = top + plotH;
  const scaleX = width / 2 - SCALE_LENGTH / 2;
  const scaleY = height - SCALE_THICKNESS;

  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={label}
      style={{ display: 'block', overflow: 'visible', fontFamily: ink.font, fontSize: FONT_SIZE }}
    >
      <defs>
        <linearGradient id={gradient}>
          {spec.colors.map((color, k) => (
            <stop key={color} offset={spec.colors.length > 1 ? k / (spec.colors.length - 1) : 0} stopColor={color} />
          ))}
        </linearGradient>
      </defs>
      {spec.cells.map(([column, row, value], k) => {
        const fill = colorAt(spec.colors, spec.max > 0 ? value / spec.max : 0);
        const x = left + column * cellW;
        const y = rowY(row);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in the grid
          <g key={k}>
            <rect
              x={x}
              y={y}
              width={cellW}
              height={cellH}
              fill={fill}
              shapeRendering="crispEdges"
              stroke={hover === k ? ink.text : 'none'}
              onPointerMove={(event) => {
                const svg = event.currentTarget.ownerSVGElement;
                if (!svg) return;
                const rect = svg.getBoundingClientRect();
                setHover(k);
                onTip({
                  x: event.clientX - rect.left,
                  y: event.clientY - rect.top,
                  content: spec.tooltip(column, row, value),
                });
              }}
              onPointerLeave={() => {
                setHover(null);
                onTip(null);
              }}
            />
            <text
              x={x + cellW / 2}
              y={y + cellH / 2}
              dy="0.35em"
              textAnchor="middle"
              fill={textOn(fill)}
              pointerEvents="none"
            >
              {spec.cellLabel(value)}
            </text>
          </g>
        );
      })}
      <line x1={left} x2={left} y1={top} y2={baseY} stroke={ink.axis} />
      <line x1={left} x2={left + plotW} y1={baseY} y2={baseY} stroke={ink.axis} />
      {spec.rows.map((row, k) => (
        <text key={row} x={left - 8} y={rowY(k) + cellH / 2} dy="0.35em" textAnchor="end" fill={ink.label}>
          {row}
        </text>
      ))}
      {columnText.map((text, k) =>
        k % step === 0 ? (
          <text
            key={spec.columns[k]}
            x={left + cellW * (k + 0.5)}
            y={baseY + 8}
            dy="0.8em"
            textAnchor="middle"
            fill={ink.label}
          >
            {text}
          </text>
        ) : null,
      )}
      <text x={scaleX} y={scaleY - 6} textAnchor="middle" fill={ink.label}>
        {scaleLabel(0)}
      </text>
      <text x={scaleX + SCALE_LENGTH} y={scaleY - 6} textAnchor="middle" fill={ink.label}>
        {scaleLabel(spec.max)}
      </text>
      <rect x={scaleX} y={scaleY} width={SCALE_LENGTH} height={SCALE_THICKNESS} rx={2} fill={`url(#${gradient})`} />
    </svg>
  );
};

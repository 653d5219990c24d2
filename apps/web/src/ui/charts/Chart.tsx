import { useRef, useState } from 'react';
import { Cartesian, seriesColor } from './Cartesian';
import { Donut, sliceColor } from './Donut';
import { Legend, type LegendItem, type Tip, Tooltip, useHidden, useInk, useSize } from './frame';
import { Heatmap } from './Heatmap';
import type { ChartSpec } from './spec';

// The portal's charts (ADR 0010): SVG drawn by React from a ChartSpec, with d3-shape's curves and
// arcs. The box is exactly `height` tall from the first paint (before its width is known and
// while the figures load), so nothing below it moves when it draws.

const legendOf = (spec: ChartSpec): LegendItem[] => {
  if (spec.kind === 'cartesian') {
    return spec.legend
      ? spec.series.map((s, i) => ({
          name: s.name,
          color: seriesColor(spec, i),
          shape: s.type === 'line' ? 'line' : 'bar',
        }))
      : [];
  }
  if (spec.kind === 'donut')
    return spec.slices.map((s, i) => ({ name: s.name, color: sliceColor(spec, i), shape: 'bar' }));
  return [];
};

/** One chart in a box of `height` px, as wide as its container; `label` names it to assistive tech. */
export const Chart = ({ spec, height, label }: { spec: ChartSpec; height: number; label: string }) => {
  const ink = useInk();
  const plot = useRef<HTMLDivElement>(null);
  const { width, height: plotHeight } = useSize(plot);
  const [hidden, toggle] = useHidden();
  const [tip, setTip] = useState<Tip | null>(null);
  const legend = legendOf(spec);
  const side = spec.kind === 'donut' && spec.legend === 'right';
  const legendBox =
    legend.length > 0 ? <Legend items={legend} hidden={hidden} onToggle={toggle} vertical={side} /> : null;

  const drawing = () => {
    if (width <= 0 || plotHeight <= 0) return null;
    const common = { width, height: plotHeight, ink, onTip: setTip, label };
    if (spec.kind === 'cartesian') return <Cartesian spec={spec} hidden={hidden} {...common} />;
    if (spec.kind === 'donut') return <Donut spec={spec} hidden={hidden} {...common} />;
    return <Heatmap spec={spec} {...common} />;
  };

  return (
    <div
      className="chart"
      style={{
        height,
        display: 'flex',
        flexDirection: side ? 'row-reverse' : spec.kind === 'donut' ? 'column-reverse' : 'column',
        alignItems: side ? 'center' : 'stretch',
        gap: 8,
      }}
    >
      {legendBox}
      <div ref={plot} style={{ position: 'relative', flex: 1, minWidth: 0, alignSelf: 'stretch' }}>
        {drawing()}
        {tip ? <Tooltip tip={tip} width={width} /> : null}
      </div>
    </div>
  );
};

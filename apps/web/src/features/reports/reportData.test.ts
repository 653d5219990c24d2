import { describe, expect, it } from 'vitest';
import { buildReport } from './reportData';

describe('the source report (PRODUCT §2.3)', () => {
  it("labels each donut slice with its share in the portal's one number format (issue 28 item 3)", () => {
    const { spec } = buildReport('source');
    if (spec.kind !== 'donut') throw new Error('the source report is a donut');
    const total = spec.slices.reduce((sum, s) => sum + s.value, 0);
    const labels = spec.slices.map((s) => spec.label?.(s, s.value / total));
    for (const label of labels) expect(label).toMatch(/\n\d{1,3}\.\d{2}%$/);
    expect(labels[0]).toBe('shopdemo.vn\n39.31%');
  });
});

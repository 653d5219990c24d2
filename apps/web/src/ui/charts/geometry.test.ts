import { describe, expect, it } from 'vitest';
import { barLayout, colorAt, labelStep, roundStep, spreadLabels, textOn, valueScale } from './geometry';

describe('valueScale: the value axis as ECharts draws it', () => {
  it('takes about five round steps up to the first multiple at or above the largest value', () => {
    expect(valueScale([150, 138, 12])).toEqual({ top: 150, ticks: [0, 30, 60, 90, 120, 150] });
    expect(valueScale([35_200_000, 1])).toEqual({ top: 40e6, ticks: [0, 10e6, 20e6, 30e6, 40e6] });
    expect(valueScale([85, 22, 31]).ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(valueScale([25, 3]).ticks).toEqual([0, 5, 10, 15, 20, 25]);
    expect(valueScale([0.7]).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  it('still draws an axis without data', () => {
    expect(valueScale([]).ticks).toEqual([0, 1, 2, 3, 4, 5]);
    expect(valueScale([0, Number.NaN]).top).toBe(5);
  });

  it('rounds steps to 1, 2, 3, 5 or 10 times a power of ten', () => {
    expect([0.9, 1.6, 3, 4.5, 8].map(roundStep)).toEqual([1, 2, 3, 5, 10]);
    expect(roundStep(7_040_000)).toBe(10_000_000);
  });
});

describe('barLayout', () => {
  it('puts one bar in the middle 80 % of its band, capped by maxWidth', () => {
    expect(barLayout(100, 1)).toMatchObject({ width: 80 });
    expect(barLayout(100, 1).offset(0)).toBe(10);
    const capped = barLayout(100, 1, 48);
    expect(capped.width).toBe(48);
    expect(capped.offset(0)).toBe(26);
  });

  it('sets bars of several series side by side, 30 % of a bar apart, inside the band', () => {
    const four = barLayout(130, 4);
    expect(four.width).toBeCloseTo(104 / 4.9);
    expect(four.offset(3) + four.width).toBeCloseTo(130 - four.offset(0));
  });
});

describe('labelStep', () => {
  it('shows every label that fits, else every n-th', () => {
    expect(labelStep([30, 30, 30], 60)).toBe(1);
    expect(labelStep([30, 30, 30], 19)).toBe(2);
    expect(labelStep([64, 64], 20)).toBe(4);
  });
});

describe('spreadLabels', () => {
  it('leaves labels that do not touch where they are', () => {
    expect(spreadLabels([10, 50, 90], [20, 20, 20], 0, 100)).toEqual([10, 50, 90]);
  });

  it('moves touching labels apart, keeping their order and the bounds', () => {
    const ys = spreadLabels([40, 42, 44], [20, 20, 20], 0, 100);
    expect(ys[1]! - ys[0]!).toBeGreaterThanOrEqual(20);
    expect(ys[2]! - ys[1]!).toBeGreaterThanOrEqual(20);
    const crowded = spreadLabels([95, 96, 97], [20, 20, 20], 0, 100);
    expect(crowded).toEqual([50, 70, 90]);
  });

  it('keeps each label with its own index when the input is not in order', () => {
    const ys = spreadLabels([60, 10, 61], [10, 10, 10], 0, 100);
    expect(ys[1]).toBe(10);
    expect(ys[2]! - ys[0]!).toBeGreaterThanOrEqual(10);
  });
});

describe('heat map colours', () => {
  it('runs along the stops', () => {
    expect(colorAt(['#000000', '#ffffff'], 0)).toBe('#000000');
    expect(colorAt(['#000000', '#ffffff'], 0.5)).toBe('#808080');
    expect(colorAt(['#e6f4ff', '#69b1ff', '#0958d9'], 1)).toBe('#0958d9');
    expect(colorAt(['#e6f4ff', '#1677ff'], Number.NaN)).toBe('#e6f4ff');
  });

  it('writes dark on light cells and white on dark ones', () => {
    expect(textOn('#e6f4ff')).toBe('#1f1f1f');
    expect(textOn('#0958d9')).toBe('#ffffff');
  });
});

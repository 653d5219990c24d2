const SCALES: [number, string][] = [
  [1, ''],
  [1e3, 'K'],
  [1e6, 'M'],
  [1e9, 'G'],
];
const short = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Chart values shortened with K, M and G at 1e3, 1e6 and 1e9 (spec §2.5): 1,500,000 → "1.5M". */
export const shortNumber = (value: number): string => {
  const abs = Math.abs(value);
  const shown = (size: number) => Math.round((abs / size) * 100) / 100;
  let index = SCALES.findLastIndex(([size]) => abs >= size);
  if (index < 0) index = 0;
  // 999,999 would read "1,000K" once rounded: the next scale says it better ("1M").
  if (index < SCALES.length - 1 && shown(SCALES[index]![0]) >= 1000) index += 1;
  const [size, suffix] = SCALES[index]!;
  return `${short.format(value / size)}${suffix}`;
};

/** A day of the server's grouping ("2026-11-22") as the spec writes dates: "22/11/2026". */
export const dayLabel = (date: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
};

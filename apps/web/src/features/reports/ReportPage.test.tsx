import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartSpec } from '../../ui/charts/spec';
import { ReportPage } from './ReportPage';
import { buildReport, type ReportKey } from './reportData';
import { reportFilter } from './reportFilter';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('/report (PRODUCT §2.3, §5 Reports)', { timeout: 30_000 }, () => {
  it('toggles the filter, asks for a date range with Nhập ngày, and keeps the table empty', async () => {
    render(
      <AntApp>
        <ReportPage />
      </AntApp>,
    );
    expect(
      await screen.findByText('Không có dữ liệu. Chọn dịch vụ và thời gian trong Bộ lọc.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Bộ lọc báo cáo' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Bộ lọc/ }));
    expect(await screen.findByRole('form', { name: 'Bộ lọc báo cáo' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Tất cả')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(screen.getByText('Nhập ngày')).toBeTruthy(), { timeout: 5000 });

    await userEvent.click(screen.getByRole('button', { name: /Xuất báo cáo/ }));
    expect(await screen.findByText('Không có dữ liệu để xuất', {}, { timeout: 5000 })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Bộ lọc/ }));
    expect(screen.queryByRole('form', { name: 'Bộ lọc báo cáo' })).toBeNull();
  });

  it('accepts a two-date range and refuses anything else with Nhập ngày', () => {
    const range = [dayjs('2026-11-01'), dayjs('2026-11-07')];
    expect(reportFilter.safeParse({ service: 'TOPUP', range }).success).toBe(true);
    for (const bad of [null, undefined, [], [dayjs()], 'x']) {
      const result = reportFilter.safeParse({ service: 'ALL', range: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Nhập ngày');
    }
  });
});

describe('the five demonstration reports', () => {
  it('are in Vietnamese, with the chart the spec names', () => {
    const kinds: Record<ReportKey, string[]> = {
      revenue: ['bar', 'bar', 'bar', 'bar'],
      number: ['line', 'line', 'line'],
      channel: ['bar'],
      source: ['donut'],
      active: ['heatmap'],
    };
    const types = (spec: ChartSpec) => (spec.kind === 'cartesian' ? spec.series.map((s) => s.type) : [spec.kind]);
    for (const [key, expected] of Object.entries(kinds) as [ReportKey, string[]][]) {
      const report = buildReport(key, new Date('2026-11-22T10:00:00'));
      expect(report.title).toMatch(/^Báo cáo /);
      expect(types(report.spec)).toEqual(expected);
    }
    const cartesian = (key: ReportKey) => {
      const { spec } = buildReport(key, new Date('2026-11-22T10:00:00'));
      if (spec.kind !== 'cartesian') throw new Error(`${key} is not a cartesian chart`);
      return spec;
    };
    expect(cartesian('number').series.map((s) => s.name)).toEqual(['Tổng', 'Thành công', 'Thất bại']);
    expect(cartesian('channel').categories).toEqual(['Apple', 'Google Play', 'eBanking', 'Thẻ cào', 'Khác']);
    const active = buildReport('active').spec;
    expect(active.kind === 'heatmap' && active.rows).toEqual(['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']);
    expect(cartesian('revenue').categories).toEqual(['16/11', '17/11', '18/11', '19/11', '20/11', '21/11', '22/11']);
  });
});

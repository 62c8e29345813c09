/** The two ways of drawing a chart; the visitor's choice is remembered on the device. */
export const CHART_STYLES = ['north', 'south'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

const STORAGE_KEY = 'nk_chart_style';

export function readChartStyle(): ChartStyle {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'south' ? 'south' : 'north';
  } catch {
    return 'north';
  }
}

export function saveChartStyle(style: ChartStyle): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, style);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

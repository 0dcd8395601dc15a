/** The report kit (issue 19): §9 colour badges, charts with their table view, exports, URL filters. */
export {
  Badge,
  BandBadge,
  type BandBadgeProps,
  BandLegend,
  MasteryBadge,
  type MasteryBadgeProps,
} from './band-badge';
export {
  BAND_COLOURS,
  type BandScale,
  type BandTone,
  bandFill,
  bandTone,
  MASTERY_LABELS,
  MASTERY_TONES,
  masteryTone,
  NO_DATA_LABEL,
  PROGRESS_BAND_LABELS,
  PROGRESS_TONES,
  percentText,
  RING_BAND_LABELS,
} from './bands';
export {
  REPORT_VIEWS,
  type ReportChartKind,
  type ReportRow,
  type ReportSeries,
  type ReportView,
  SERIES_COLOURS,
} from './chart-model';
export {
  cellValue,
  EXPORT_FORMATS,
  type ExportColumn,
  type ExportFormat,
  type ExportOptions,
  type ExportProgress,
  type ExportRow,
  exportFileName,
  exportTable,
  toCsv,
  toXlsx,
} from './export';
export { ExportButton, type ExportButtonProps } from './export-button';
export { ReportChart, type ReportChartProps, ReportTable } from './report-chart';
export { REPORT_FILTER_PARAMS, type ReportFilterSearch, withReportFilter } from './report-search';

/** The period picker shared by the data pages: 7, 30 or 90 days or a custom range, kept in the URL, and what it is compared with. */
export { DateRangePicker } from './DateRangePicker';
export { usePeriodParams } from './usePeriodParams';
export { PeriodNoticeProvider } from './periodNotices';
export { CompareControl } from './CompareControl';
export { useComparison } from './useComparison';
export { localToday, shiftDate } from './dateRange';

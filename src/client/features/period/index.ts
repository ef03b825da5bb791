/** The period picker shared by the data pages: 7, 30 or 90 days or a custom range, kept in the URL. */
export { DateRangePicker } from './DateRangePicker';
export { usePeriodParams } from './usePeriodParams';
export { localToday, shiftDate, type DateRange, type Preset } from './dateRange';

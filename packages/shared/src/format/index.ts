export {
  formatDate,
  formatDateShort,
  formatDateTime,
  formatTime,
  formatMonth,
  formatDateRange,
  toIsoDate,
} from './date.ts';
export { formatMoney, formatNumber, parseDecimal, type NumberFormatOptions } from './number.ts';
export { toWallClock, type DateInput, type WallClock } from './wall-clock.ts';

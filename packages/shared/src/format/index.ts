export {
  formatDate,
  formatDateShort,
  formatDateTime,
  formatTime,
  formatMonth,
  formatDateRange,
  toIsoDate,
} from './date.ts';
export { formatNumber, type NumberFormatOptions } from './number.ts';
export { toWallClock, type DateInput, type WallClock } from './wall-clock.ts';
export { foldText, foldedWords, nameSortKey } from './fold.ts';
export {
  isPlannerDate,
  dayStart,
  addPlannerDays,
  weekStartOf,
  dayRange,
  weekRange,
  minutesInDay,
  amsterdamDateOf,
  amsterdamToday,
} from './planner-days.ts';

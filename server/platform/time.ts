/**
 * Thailand has one time zone (UTC+7) and no daylight saving. The calendar date in Thailand at an
 * instant, as YYYY-MM-DD, is shared/format's todayInBangkok (the app counts days the same way).
 */
export { todayInBangkok as bangkokDate } from '../../shared/format';

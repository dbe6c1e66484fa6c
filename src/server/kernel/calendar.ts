// The portal's calendar day is one of the date rules both sides share.
export { calendarDay } from '../../shared/dates';

// Its own entry: React Aria's date picker and calendar (with @internationalized/date) load only with
// the forms that ask for a date and time.
export { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
export { DATE_ORDER_LOCALE_TAGS, dateOrderLocaleTag, wallTimeText, wallTimeValue } from './wall-time';

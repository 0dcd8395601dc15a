// The select is an entry of its own (`@harbour/ui/select`): React Aria's listbox, selection and
// collections are about 13 kB min+gzip, which the main entry's 80 kB budget does not hold.
export {
  SELECT_LIST_COMPACT_HEIGHT,
  SELECT_LIST_MAX_HEIGHT,
  SELECT_SEARCHABLE_FROM,
  Select,
  type SelectOption,
  type SelectProps,
} from './select';

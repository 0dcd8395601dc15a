// The select is an entry of its own (`@harbour/ui/select`): React Aria's listbox, selection and
// collections are about 13 kB min+gzip, which the main entry's 80 kB budget does not hold. Within it, the
// list's code (list-select.tsx) loads as a select mounts, so it is not in a page's first load.
export {
  loadListSelect,
  SELECT_LIST_COMPACT_HEIGHT,
  SELECT_LIST_MAX_HEIGHT,
  SELECT_SEARCHABLE_FROM,
  Select,
  type SelectOption,
  type SelectProps,
} from './select';

// Its own entry: react-dnd and its HTML5 backend are loaded only by the screens that reorder lists.
export { DragSortList, type DragSortListProps } from './drag-sort-list';
export { moveItem } from './move-item';

import { useLingui } from '@lingui/react';
import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { uiText } from '../i18n/messages';

/** The option list is never taller than this (spec back-office §2). */
export const SELECT_LIST_MAX_HEIGHT = 500;
/** The one place that caps it lower (spec §2: "300 in one place"). */
export const SELECT_LIST_COMPACT_HEIGHT = 300;
/** Lists with more options than this get a search field. */
export const SELECT_SEARCHABLE_FROM = 10;

/** One option of a select. */
export interface SelectOption {
  /** Text shown for the option. */
  label: string;
  /** Value reported when the option is chosen. */
  value: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectProps {
  /** Visible label (or give `aria-label`). */
  label?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  /** The options, label/value. */
  options: readonly SelectOption[];
  /** Chosen value (controlled); null for none. */
  value?: string | null;
  /** Initially chosen value (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** Text shown with nothing chosen; defaults to the translated 'please select'. */
  placeholder?: string;
  /** Text shown when there are no options; defaults to the translated 'No data'. */
  noDataText?: string;
  /** Cap of the list height in px: 500 by default, SELECT_LIST_COMPACT_HEIGHT for the 300 px case. */
  maxListHeight?: number;
  /** Search field above the list; by default only for lists longer than SELECT_SEARCHABLE_FROM. */
  searchable?: boolean;
  /** Not operable. */
  isDisabled?: boolean;
  /** Extra class on the root. */
  className?: string;
}

/** The select with its list (list-select.tsx), as it takes over from the trigger drawn on first load. */
export interface ListSelectProps extends SelectProps {
  /** Opens the list as it mounts: the user opened the trigger before the list's code was there. */
  openOnMount?: boolean;
  /** Takes the focus at once: the trigger drawn on first load had it. */
  autoFocus?: boolean;
}

let listSelect: ComponentType<ListSelectProps> | undefined;
let loading: Promise<ComponentType<ListSelectProps>> | undefined;

/**
 * Loads the select's list box, popover and collections (React Aria's Select, about 35 kB min+gzip with
 * what it shares with no other widget). Every Select calls it when it mounts; a page or a test may call it
 * earlier.
 */
export function loadListSelect(): Promise<ComponentType<ListSelectProps>> {
  loading ??= import('./list-select').then((module) => {
    listSelect = module.ListSelect;
    return module.ListSelect;
  });
  return loading;
}

/**
 * A select: a button showing the chosen option that opens the list of options (React Aria's Select).
 * The list's code is not in the first load of a page: until it is there (it is requested as the select
 * mounts), the select draws its trigger alone, the same button with the same name and value, and a
 * press or an arrow key on it opens the list as soon as it has loaded.
 */
export function Select(props: SelectProps) {
  const [Loaded, setLoaded] = useState(() => listSelect);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    void loadListSelect().then((component) => {
      if (!live) return;
      focused.current = trigger.current !== null && trigger.current === document.activeElement;
      setLoaded(() => component);
    });
    return () => {
      live = false;
    };
  }, [Loaded]);
  if (Loaded) return <Loaded {...props} openOnMount={open} autoFocus={focused.current || open} />;
  return <SelectTrigger {...props} triggerRef={trigger} onOpen={() => setOpen(true)} />;
}

/** The select's trigger alone, as React Aria's Select draws it (same classes, name and value). */
function SelectTrigger({
  label,
  options,
  value,
  defaultValue,
  placeholder,
  isDisabled,
  className,
  triggerRef,
  onOpen,
  ...rest
}: SelectProps & { triggerRef: React.Ref<HTMLButtonElement>; onOpen: () => void }) {
  const { i18n } = useLingui();
  const labelId = useId();
  const valueId = useId();
  const triggerId = useId();
  const chosen = options.find((o) => o.value === (value === undefined ? defaultValue : value));
  return (
    <div className={`hb-select ${className ?? ''}`.trim()} data-disabled={isDisabled || undefined}>
      {label ? (
        <span className="hb-field__label" id={labelId}>
          {label}
        </span>
      ) : null}
      <AriaButton
        ref={triggerRef}
        className="hb-select__trigger"
        aria-haspopup="listbox"
        aria-expanded={false}
        id={triggerId}
        aria-label={rest['aria-label']}
        aria-labelledby={[valueId, label ? labelId : rest['aria-label'] ? triggerId : null]
          .filter(Boolean)
          .join(' ')}
        isDisabled={isDisabled}
        // As React Aria's Select: a mouse, pen or key opens at the start of the press, a touch at its end.
        // A press that starts here and ends on the loaded trigger (swapped in between) still opens.
        onPressStart={(event) => {
          if (event.pointerType !== 'touch') onOpen();
        }}
        onPress={(event) => {
          if (event.pointerType === 'touch') onOpen();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            onOpen();
          }
        }}
      >
        <span className="hb-select__value" id={valueId} data-placeholder={chosen ? undefined : true}>
          {chosen ? chosen.label : (placeholder ?? i18n._(uiText.selectPlaceholder))}
        </span>
        <span aria-hidden="true" className="hb-select__chevron">
          ▾
        </span>
      </AriaButton>
    </div>
  );
}

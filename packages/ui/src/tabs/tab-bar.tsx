import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { uiText } from '../i18n/messages';

/** One tab of a tab bar (spec back-office §2). */
export interface TabItem {
  /** Text of the tab. */
  label: string;
  /** Value reported when the tab is chosen. */
  value: string;
  /** Optional count shown after the label. */
  count?: number;
  /** Shows a red dot (something new). */
  dot?: boolean;
  /** Not selectable. */
  disabled?: boolean;
}

export interface TabBarProps {
  /** The tabs. */
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  'aria-label': string;
  /** Chosen tab (controlled). */
  value?: string;
  /** Initially chosen tab (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen tab's value. */
  onChange?: (value: string) => void;
  /** Content of the chosen tab's panel. */
  children?: ReactNode;
}

/** A row of tabs with optional counts and red dots; arrow keys move between tabs. */
export function TabBar({ items, value, defaultValue, onChange, children, ...rest }: TabBarProps) {
  const { i18n } = useLingui();
  return (
    <Tabs
      className="hb-tabs"
      selectedKey={value}
      defaultSelectedKey={defaultValue}
      onSelectionChange={(key) => onChange?.(String(key))}
      disabledKeys={items.filter((t) => t.disabled).map((t) => t.value)}
    >
      <TabList className="hb-tabs__list" aria-label={rest['aria-label']}>
        {items.map((item) => (
          <Tab key={item.value} id={item.value} className="hb-tabs__tab">
            <span>{item.label}</span>
            {item.count === undefined ? null : <span className="hb-tabs__count">({item.count})</span>}
            {item.dot ? (
              <span className="hb-tabs__dot">
                <span className="hb-visually-hidden">{i18n._(uiText.tabsNew)}</span>
              </span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.value} id={item.value} className="hb-tabs__panel">
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}
